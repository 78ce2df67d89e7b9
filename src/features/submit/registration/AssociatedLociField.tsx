import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { ASSOCIATED_LOCI_CHOICES, detailLabels } from './detailRules';

/** 001 §3.6 numberOfAssociatedLoci: does the symbol describe one gene, more than one, or is that unknown. */
export function AssociatedLociField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error: string | undefined }) {
  const labelId = useId();
  const errorId = useId();
  return (
    <FormControl error={Boolean(error)} required>
      <FormLabel id={labelId}>{detailLabels.numberOfAssociatedLoci}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        name="numberOfAssociatedLoci"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {ASSOCIATED_LOCI_CHOICES.map((choice) => (
          <FormControlLabel key={choice.value} value={choice.value} control={<Radio />} label={choice.label} />
        ))}
      </RadioGroup>
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  );
}
