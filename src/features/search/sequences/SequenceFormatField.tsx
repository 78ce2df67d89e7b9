import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { FORMAT_LABELS, type SequenceFormat } from './sequenceSources';

export const FIXED_FORMAT_NOTE = 'This source has one sequence per locus.';
export const QUERY_MATCH_NOTE = 'Matching your query needs a search by a list of AGI gene IDs.';

interface SequenceFormatFieldProps {
  value: SequenceFormat;
  onChange: (format: SequenceFormat) => void;
  /** False when the source has one sequence per locus: only that choice is offered. */
  choiceOpen: boolean;
  queryMatchAvailable: boolean;
  /** Why matching the query is closed, where the page knows better than the results page's default. */
  queryMatchNote?: string;
}

const FORMATS = Object.keys(FORMAT_LABELS) as SequenceFormat[];

/** 001 §2.4: how many sequences per locus; choices the rules close stay visible, disabled, with the reason below. */
export function SequenceFormatField({ value, onChange, choiceOpen, queryMatchAvailable, queryMatchNote = QUERY_MATCH_NOTE }: SequenceFormatFieldProps) {
  const labelId = useId();
  const noteId = useId();
  const enabled = (format: SequenceFormat) =>
    format === 'one_per_locus' || (choiceOpen && (format !== 'query_match' || queryMatchAvailable));
  const note = !choiceOpen ? FIXED_FORMAT_NOTE : queryMatchAvailable ? undefined : queryMatchNote;

  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id={labelId}>
        Sequences per locus
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        aria-describedby={note ? noteId : undefined}
        name="format"
        value={value}
        onChange={(event) => onChange(event.target.value as SequenceFormat)}
      >
        {FORMATS.map((format) => (
          <FormControlLabel key={format} value={format} control={<Radio />} label={FORMAT_LABELS[format]} disabled={!enabled(format)} />
        ))}
      </RadioGroup>
      {note && <FormHelperText id={noteId}>{note}</FormHelperText>}
    </FormControl>
  );
}
