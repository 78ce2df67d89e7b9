import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { MISMATCH_CHOICES, MISMATCH_KINDS, type Mismatch, type MismatchKind, type PatmatchValues } from './patmatchForm';

const KIND_LABELS: Record<MismatchKind, string> = { insertion: 'Insertions', deletion: 'Deletions', substitution: 'Substitutions' };

interface Props {
  values: PatmatchValues;
  onMismatch: (value: Mismatch) => void;
  onKind: (kind: MismatchKind, ticked: boolean) => void;
}

/** How many mismatches a hit may have, and of which kinds; the two are kept in step by the rules of 001 §4. */
export function MismatchFields({ values, onMismatch, onKind }: Props) {
  return (
    <>
      <TextField
        select
        id="patmatch-mismatch"
        size="small"
        label="Mismatches allowed"
        value={String(values.mismatch)}
        onChange={(event) => onMismatch(Number(event.target.value) as Mismatch)}
        helperText="0 to 3, of the kinds ticked."
        sx={{ width: 200, maxWidth: '100%' }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {MISMATCH_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </TextField>
      <FormControl component="fieldset">
        <FormLabel component="legend">Kinds of mismatch</FormLabel>
        <FormGroup row>
          {MISMATCH_KINDS.map((kind) => (
            <FormControlLabel
              key={kind}
              control={<Checkbox size="small" checked={values.kinds[kind]} onChange={(event) => onKind(kind, event.target.checked)} />}
              label={KIND_LABELS[kind]}
            />
          ))}
        </FormGroup>
        <FormHelperText sx={{ mx: 0 }}>Ticking a kind allows 1 mismatch when none was allowed; unticking them all allows none.</FormHelperText>
      </FormControl>
    </>
  );
}
