import TextField from '@mui/material/TextField';
import type { Choice } from './blastChoices';

interface ChoiceSelectProps {
  /** The field name the form posts (001 §3.4); also the element's id base. */
  name: string;
  label: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  hint?: string;
  disabled?: boolean;
}

/** A labelled native select that the browser posts with the form (the form is sent as a real HTML form). */
export function ChoiceSelect({ name, label, value, choices, onChange, hint, disabled = false }: ChoiceSelectProps) {
  return (
    <TextField
      select
      id={`blast-${name}`}
      name={name}
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      helperText={hint}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </TextField>
  );
}
