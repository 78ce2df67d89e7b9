import TextField from '@mui/material/TextField';
import { controlId, type ControlProps } from './controlProps';

const widths = { short: 140, medium: 240, long: 420 } as const;

/** A hidden label stays the accessible name (the row's label says it on screen); the box then has no notch. */
const labelling = (control: { label: string; hideLabel?: boolean | undefined }) =>
  control.hideLabel ? { label: undefined, aria: { 'aria-label': control.label } } : { label: control.label, aria: {} };

/** A one-line text box. */
export function TextControl({ control, stateKey, value, onChange, problem }: ControlProps<'text'>) {
  return (
    <TextField
      id={controlId(stateKey)}
      size="small"
      label={labelling(control).label}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      placeholder={control.placeholder}
      error={Boolean(problem)}
      helperText={problem ?? control.hint}
      sx={{ width: '100%', maxWidth: widths[control.width ?? 'medium'] }}
      slotProps={{ htmlInput: labelling(control).aria }}
    />
  );
}

/** A text area (gene lists). */
export function TextareaControl({ control, stateKey, value, onChange, problem }: ControlProps<'textarea'>) {
  return (
    <TextField
      id={controlId(stateKey)}
      size="small"
      multiline
      minRows={control.rows ?? 5}
      label={labelling(control).label}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      placeholder={control.placeholder}
      error={Boolean(problem)}
      helperText={problem ?? control.hint}
      sx={{ width: '100%', maxWidth: 420 }}
      slotProps={{ htmlInput: labelling(control).aria }}
    />
  );
}

/** A number box; the value stays text while typed and becomes a number in the payload. */
export function NumberControl({ control, stateKey, value, onChange, problem }: ControlProps<'number'>) {
  return (
    <TextField
      id={controlId(stateKey)}
      size="small"
      type="number"
      label={labelling(control).label}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      placeholder={control.placeholder}
      error={Boolean(problem)}
      helperText={problem ?? control.hint}
      sx={{ width: '100%', maxWidth: 170 }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { min: control.min, max: control.max, step: control.step ?? 'any', inputMode: 'decimal', ...labelling(control).aria },
      }}
    />
  );
}
