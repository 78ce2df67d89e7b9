import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** How long typing must pause before a search is sent. */
const SEARCH_PAUSE_MS = 250;

export interface LookupPickerProps<T extends { id: string }> {
  label: string;
  /** Distinguishes this picker's cached answers from another's. */
  queryName: string;
  /** Fewer typed characters than this send no search (001 §5: genes from 2, publications from 1). */
  minChars: number;
  search: (term: string, signal: AbortSignal) => Promise<T[]>;
  optionLabel: (option: T) => string;
  onPick: (option: T) => void;
}

function usePausedValue(value: string): string {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return paused;
}

/**
 * A search box that lists matches as the member types and adds the chosen one to a list kept by the form (the
 * box then empties for the next search). It is a labelled combobox: arrow keys move through the matches, Enter
 * picks one.
 */
export function LookupPicker<T extends { id: string }>({ label, queryName, minChars, search, optionLabel, onPick }: LookupPickerProps<T>) {
  const [typed, setTyped] = useState('');
  const term = usePausedValue(typed.trim());
  const enabled = term.length >= minChars;
  const matches = useQuery({
    queryKey: ['geneClassSymbolLookup', queryName, term],
    queryFn: ({ signal }) => search(term, signal),
    enabled,
    staleTime: 60_000,
  });

  const tooShort = typed.trim().length < minChars;
  const noOptionsText = tooShort
    ? `Type at least ${minChars} character${minChars === 1 ? '' : 's'} to search.`
    : matches.isError
      ? 'The search failed. Please try again.'
      : 'No matches found.';

  return (
    <Autocomplete<T>
      options={enabled && !tooShort ? (matches.data ?? []) : []}
      value={null}
      inputValue={typed}
      onInputChange={(_event, value, reason) => {
        // Picking an option would put its label in the box; the box empties for the next search instead.
        if (reason !== 'reset') setTyped(value);
      }}
      onChange={(_event, option) => {
        if (option) {
          onPick(option);
          setTyped('');
        }
      }}
      getOptionLabel={optionLabel}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      filterOptions={(options) => options}
      loading={!tooShort && (matches.isFetching || term !== typed.trim())}
      loadingText="Searching..."
      noOptionsText={noOptionsText}
      blurOnSelect={false}
      clearOnBlur={false}
      renderInput={(params) => <TextField {...params} label={label} helperText={`Type at least ${minChars} character${minChars === 1 ? '' : 's'}, then choose from the list.`} />}
    />
  );
}
