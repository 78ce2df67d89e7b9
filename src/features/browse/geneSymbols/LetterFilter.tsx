import Box from '@mui/material/Box';
import { focusRing } from '../../../ui/table/tableStyles';
import { ALL_LETTERS, LETTERS, type LetterChoice } from './letterFilter';

const buttonStyle = {
  minWidth: 32,
  minHeight: 32,
  px: 0.75,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  border: '1px solid',
  borderColor: 'primary.main',
  borderRadius: 1,
  color: 'primary.main',
  bgcolor: 'background.paper',
  '&[aria-pressed="true"]': { color: 'primary.contrastText', bgcolor: 'primary.main' },
  ...focusRing,
} as const;

/** All, then A–Z: a row of toggle buttons that wraps on a phone; the chosen one is pressed. */
export function LetterFilter({ value, onChange }: { value: LetterChoice; onChange: (letter: LetterChoice) => void }) {
  return (
    <Box role="group" aria-label="Symbols starting with" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 2 }}>
      {[ALL_LETTERS, ...LETTERS].map((letter) => (
        <Box component="button" type="button" key={letter} aria-pressed={letter === value} onClick={() => onChange(letter)} sx={buttonStyle}>
          {letter}
        </Box>
      ))}
    </Box>
  );
}
