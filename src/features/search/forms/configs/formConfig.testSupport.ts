// Helpers of the form config tests: a form filled by state key, the payload Submit Query would send, the choices a
// control offers and the values the demo records hold in a field.
import { demoDataset } from '../../../../../data';
import { buildPayload, type BuiltPayload } from '../engine/buildPayload';
import { changeValue, concreteControls, defaultValues, type FormValue, type FormValues } from '../engine/formModel';
import type { SearchFormConfig } from '../formConfig';

/** The form's values after these changes, made one by one as a reader would (rules such as §4 follow each). */
export function filled(config: SearchFormConfig, changes: Record<string, FormValue> = {}, presets: Record<string, string> = {}): FormValues {
  let values: FormValues = { ...defaultValues(config), ...presets };
  for (const [key, value] of Object.entries(changes)) values = changeValue(config, values, key, value);
  return values;
}

export const submitted = (config: SearchFormConfig, changes: Record<string, FormValue> = {}, presets: Record<string, string> = {}): BuiltPayload =>
  buildPayload(config, filled(config, changes, presets));

/** The option values (without 'any') of the control with this state key. */
export function choicesOf(config: SearchFormConfig, key: string): string[] {
  const found = concreteControls(config).find((concrete) => concrete.key === key);
  if (!found || !('options' in found.control) || !found.control.options) throw new Error(`${config.path} has no choices at ${key}`);
  return found.control.options.map((option) => option.value).filter((value) => value !== 'any');
}

/** Every distinct value the demo records of a type hold where `pick` looks. */
export function recordValues(type: string, pick: (record: never) => unknown[]): string[] {
  const values = (demoDataset[type] ?? []).flatMap((entry) => pick(entry.record as never));
  const held = [...new Set(values.filter((value): value is string => typeof value === 'string' && value !== ''))];
  // A check against no values would pass whatever the form offers.
  if (held.length === 0) throw new Error(`No ${type} record holds a value there`);
  return held;
}
