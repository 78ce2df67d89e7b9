// The form's state lives in its address as it is edited (only values that differ from the defaults), so Back from
// the results returns to the filled form and a filled form can be bookmarked or shared.
import type { SearchFormConfig } from '../formConfig';
import { concreteControls, defaultValues, settleHidden, type FormValue, type FormValues } from './formModel';

const sameValue = (a: FormValue, b: FormValue) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((item, index) => item === b[index]) : a === b;

/** The address query of a form state: key=value for each value unlike its default (repeated keys for lists). */
export function valuesToQuery(config: SearchFormConfig, values: FormValues, presets: Record<string, string> = {}): URLSearchParams {
  const query = new URLSearchParams();
  for (const { key, control, defaultValue: ownDefault } of concreteControls(config)) {
    if (control.kind === 'fixed' || control.kind === 'fileList') continue;
    // A route's presets (/search/vector starts on the vector category) are its defaults.
    const defaultValue = presets[key] ?? ownDefault;
    const value = values[key] ?? defaultValue;
    if (sameValue(value, defaultValue)) continue;
    if (Array.isArray(value)) {
      // An emptied list differs from a default that holds a value: an empty entry says so.
      if (value.length === 0) query.append(key, '');
      for (const item of value) if (item !== '') query.append(key, item);
    } else {
      query.set(key, typeof value === 'boolean' ? (value ? 'true' : 'false') : value);
    }
  }
  return query;
}

/** The form state an address holds: defaults, with each known key read as its control's kind; others ignored. */
export function valuesFromQuery(config: SearchFormConfig, query: URLSearchParams, presets: Record<string, string> = {}): FormValues {
  const values = { ...defaultValues(config), ...presets };
  for (const { key, control } of concreteControls(config)) {
    if (control.kind === 'fixed' || control.kind === 'fileList' || !query.has(key)) continue;
    if (control.kind === 'multiSelect' || control.kind === 'checkboxes') {
      const allowed = new Set(control.options?.map((option) => option.value));
      values[key] = query.getAll(key).filter((item) => item !== '' && (allowed.size === 0 || allowed.has(item)));
    } else if (control.kind === 'checkbox') {
      values[key] = query.get(key) === 'true';
    } else if ((control.kind === 'select' || control.kind === 'radio') && control.options && !('optionsFrom' in control && control.optionsFrom)) {
      // A value the control does not offer (an edited or outdated address) keeps the default.
      const value = query.get(key) ?? '';
      if (control.options.some((option) => option.value === value)) values[key] = value;
    } else {
      values[key] = query.get(key) ?? '';
    }
  }
  return settleHidden(config, values);
}
