import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { FIELD_IDS } from './fieldIds';
import { MAX_HITS_CHOICES, MAX_SEQ_HITS_LABEL, MIN_SEQ_HITS_LABEL, type PatmatchProblems, type PatmatchValues } from './patmatchForm';

interface Props {
  values: PatmatchValues;
  problems: PatmatchProblems;
  onMaxHits: (value: number) => void;
  onMinSeqHits: (value: string) => void;
  onMaxSeqHits: (value: string) => void;
  onBlur: (field: 'minSeqHits' | 'maxSeqHits') => void;
}

const count = new Intl.NumberFormat('en-US');

/** How many hits to list in all (001 §9) and per sequence (§5). */
export function HitLimitFields({ values, problems, onMaxHits, onMinSeqHits, onMaxSeqHits, onBlur }: Props) {
  return (
    <>
      <TextField
        select
        id="patmatch-max-hits"
        size="small"
        label="Maximum hits"
        value={String(values.maxHits)}
        onChange={(event) => onMaxHits(Number(event.target.value))}
        helperText="The search lists at most this many hits in all: a maximum of 250,000 hits."
        sx={{ width: 480, maxWidth: '100%' }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {MAX_HITS_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {count.format(choice)}
          </option>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <TextField
          id={FIELD_IDS.minSeqHits}
          size="small"
          label={MIN_SEQ_HITS_LABEL}
          value={values.minSeqHits}
          onChange={(event) => onMinSeqHits(event.target.value)}
          onBlur={() => onBlur('minSeqHits')}
          error={problems.minSeqHits !== undefined}
          helperText={problems.minSeqHits ?? 'Sequences with fewer hits are left out (1 to 99999).'}
          sx={{ width: 232, maxWidth: '100%' }}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          id={FIELD_IDS.maxSeqHits}
          size="small"
          label={MAX_SEQ_HITS_LABEL}
          value={values.maxSeqHits}
          onChange={(event) => onMaxSeqHits(event.target.value)}
          onBlur={() => onBlur('maxSeqHits')}
          error={problems.maxSeqHits !== undefined}
          helperText={problems.maxSeqHits ?? 'Sequences with more hits are left out (1 to 99999).'}
          sx={{ width: 232, maxWidth: '100%' }}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
    </>
  );
}
