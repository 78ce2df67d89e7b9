import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState, type Ref } from 'react';
import { filterStatus, matchingRows } from './rowFilter';

interface RowFilterProps<T> {
  /** The text box's label ('Filter paralogs'). */
  label: string;
  /** The plural name of the rows, for the status line ('paralogs'). */
  noun: string;
  rows: readonly T[];
  /** The texts a row shows, one per column. */
  textsOf: (row: T) => readonly string[];
  /** Told the matching rows whenever they change; undefined means every row. */
  onChange: (matches: ReadonlySet<T> | undefined) => void;
  /** The text box, for a dialog that moves focus into it on opening. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled filter box over a long list, with a status line that says how many rows match (role=status, so a
 * screen reader hears the count change as the reader types) or that none does.
 */
export function RowFilter<T>({ label, noun, rows, textsOf, onChange, inputRef }: RowFilterProps<T>) {
  const [query, setQuery] = useState('');
  const matches = useMemo(() => matchingRows(rows, textsOf, query), [rows, textsOf, query]);
  useEffect(() => onChange(matches), [matches, onChange]);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1, mb: 1 }}>
      <TextField
        size="small"
        type="search"
        label={label}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        inputRef={inputRef}
        slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
        sx={{ flex: '1 1 12rem', maxWidth: '20rem' }}
      />
      <Typography role="status" variant="body2" sx={{ flex: '1 1 auto' }}>
        {filterStatus(noun, rows.length, matches?.size, query)}
      </Typography>
    </Box>
  );
}
