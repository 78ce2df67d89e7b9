import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { SYMBOL_TYPES } from './symbolRules';

export interface SymbolTypeFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error: string | null;
}

/** The symbol type as two labelled radio buttons in a group; its error is the group's description. */
export function SymbolTypeField({ value, onChange, onBlur, error }: SymbolTypeFieldProps) {
  const labelId = useId();
  const errorId = useId();
  return (
    <FormControl error={Boolean(error)} required onBlur={onBlur} sx={{ display: 'block' }}>
      <FormLabel id={labelId}>Symbol type</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        name="symbolType"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {SYMBOL_TYPES.map((type) => (
          <FormControlLabel
            key={type.value}
            value={type.value}
            control={<Radio />}
            sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { mt: -0.5 }, mb: 1 }}
            label={
              <>
                {type.label}
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {type.hint}
                </Typography>
              </>
            }
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  );
}
