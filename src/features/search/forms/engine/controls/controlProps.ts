import type { FormControl, FormOption } from '../../formConfig';
import type { FormValue } from '../formModel';

/** What every control renderer receives from the engine. */
export interface ControlProps<K extends FormControl['kind'] = FormControl['kind']> {
  control: Extract<FormControl, { kind: K }>;
  /** The state key; also the element id's base. */
  stateKey: string;
  value: FormValue;
  onChange: (value: FormValue) => void;
  /** A sentence saying what is wrong with the value, if anything. */
  problem?: string;
  /** The choices after the row's method restriction (001 §4), for selects. */
  options?: readonly FormOption[];
  /** Sets another control's value (a file list fills its text area). */
  setValue: (key: string, value: FormValue) => void;
}

/** An element id made from a state key (dots are fine in ids, but not in CSS selectors people write by hand). */
export const controlId = (stateKey: string) => `search-form-${stateKey.replaceAll('.', '-')}`;
