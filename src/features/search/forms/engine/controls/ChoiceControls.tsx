import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { controlId, type ControlProps } from './controlProps';

/** One tick box (true or false). */
export function CheckboxControl({ control, stateKey, value, onChange }: ControlProps<'checkbox'>) {
  return (
    <FormControlLabel
      control={<Checkbox id={controlId(stateKey)} size="small" checked={value === true} onChange={(event) => onChange(event.target.checked)} />}
      label={control.label}
    />
  );
}

/** Tick boxes that fill one list. */
export function CheckboxesControl({ control, stateKey, value, onChange }: ControlProps<'checkboxes'>) {
  const chosen = Array.isArray(value) ? value : [];
  const toggle = (option: string, on: boolean) =>
    onChange(control.options.map((candidate) => candidate.value).filter((candidate) => (candidate === option ? on : chosen.includes(candidate))));
  return (
    <FormControl component="fieldset" id={controlId(stateKey)}>
      <FormLabel component="legend">{control.label}</FormLabel>
      <FormGroup>
        {control.options.map((option) => (
          <FormControlLabel
            key={option.value}
            control={<Checkbox size="small" checked={chosen.includes(option.value)} onChange={(event) => toggle(option.value, event.target.checked)} />}
            label={option.label}
          />
        ))}
      </FormGroup>
      {control.hint && <FormHelperText>{control.hint}</FormHelperText>}
    </FormControl>
  );
}

/** One choice of a few, all in view. */
export function RadioControl({ control, stateKey, value, onChange }: ControlProps<'radio'>) {
  const labelId = `${controlId(stateKey)}-label`;
  return (
    <FormControl component="fieldset" id={controlId(stateKey)}>
      <FormLabel component="legend" id={labelId}>
        {control.label}
      </FormLabel>
      <RadioGroup row aria-labelledby={labelId} value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value)}>
        {control.options.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio size="small" />} label={option.label} />
        ))}
      </RadioGroup>
      {control.hint && <FormHelperText>{control.hint}</FormHelperText>}
    </FormControl>
  );
}
