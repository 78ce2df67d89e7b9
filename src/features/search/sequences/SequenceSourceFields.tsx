import TextField from '@mui/material/TextField';
import { flankApplies } from './sequenceModalRules';
import { FLANK_LENGTHS, isSequenceDataset, SEQUENCE_SOURCES, type FlankLength, type SequenceDataset } from './sequenceSources';

interface SequenceSourceFieldsProps {
  dataset: SequenceDataset;
  flank: FlankLength;
  onDatasetChange: (dataset: SequenceDataset) => void;
  onFlankChange: (flank: FlankLength) => void;
  /** Space above the first select, where it follows a dialog's text. */
  topGap?: number;
}

/** 001 §2.4, §2.8: the sequence source and the upstream/downstream length, which applies to flanking sources only. */
export function SequenceSourceFields({ dataset, flank, onDatasetChange, onFlankChange, topGap = 0 }: SequenceSourceFieldsProps) {
  return (
    <>
      <TextField
        select
        fullWidth
        label="Sequence source"
        name="dataset"
        value={dataset}
        onChange={(event) => {
          if (isSequenceDataset(event.target.value)) onDatasetChange(event.target.value);
        }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ mt: topGap }}
      >
        {SEQUENCE_SOURCES.map((source) => (
          <option key={source.value} value={source.value}>
            {source.label}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label="Upstream/downstream length"
        name="flank"
        value={flank}
        disabled={!flankApplies(dataset)}
        helperText="For upstream and downstream sequences."
        onChange={(event) => onFlankChange(Number(event.target.value) as FlankLength)}
        // The note says when the field applies, so it stays readable while the field is disabled.
        slotProps={{ select: { native: true }, inputLabel: { shrink: true }, formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
      >
        {FLANK_LENGTHS.map((length) => (
          <option key={length} value={length}>
            {length} bp
          </option>
        ))}
      </TextField>
    </>
  );
}
