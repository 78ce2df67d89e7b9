// The form's controls as the engine sees them: each config control made concrete (a repeat row's control once per
// row), with its state key, payload path, default and the conditions that show it. Pure functions over plain data.
import type { FormCondition, FormControl, FormRow, RepeatRow, SearchFormConfig } from '../formConfig';
import { methodAfterTypeChange } from '../rules/terms';

export type FormValue = string | string[] | boolean;
export type FormValues = Record<string, FormValue>;

export interface ConcreteControl {
  /** The key in the form state and the page address. */
  key: string;
  /** The payload path. */
  path: string;
  control: FormControl;
  defaultValue: FormValue;
  /** Every condition that must hold for the control to be shown (section, row, control). */
  conditions: FormCondition[];
  /** The repeat row and its index, for controls of a repeat row. */
  repeat?: { row: RepeatRow; index: number };
}

function ownDefault(control: FormControl): FormValue {
  switch (control.kind) {
    case 'multiSelect':
    case 'checkboxes':
      return control.default ?? [];
    case 'checkbox':
      return control.default ?? false;
    case 'select':
      return control.default ?? control.options?.[0]?.value ?? '';
    case 'radio':
      return control.default ?? control.options[0]?.value ?? '';
    case 'number':
      return control.default === undefined ? '' : String(control.default);
    case 'fixed':
      return String(control.value);
    case 'fileList':
      return '';
    default:
      return control.default ?? '';
  }
}

const rowDefault = (row: RepeatRow, index: number, control: FormControl): FormValue | undefined => {
  const value = row.rowDefaults?.[index]?.[control.name];
  if (value === undefined) return undefined;
  return typeof value === 'number' ? String(value) : value;
};

const siblingKey = (row: RepeatRow, index: number, field: string) =>
  row.controls.some((other) => (other.id ?? other.name) === field) ? `${row.id}.${index}.${field}` : field;

function rowControls(row: FormRow, sectionConditions: FormCondition[]): ConcreteControl[] {
  if (row.kind === 'note') return [];
  const conditions = row.showIf ? [...sectionConditions, row.showIf] : sectionConditions;
  const withOwn = (control: FormControl) => (control.showIf ? [...conditions, control.showIf] : conditions);
  if (row.kind === 'line') {
    return row.controls.map((control) => ({
      key: control.id ?? control.name,
      path: control.name,
      control,
      defaultValue: ownDefault(control),
      conditions: withOwn(control),
    }));
  }
  return Array.from({ length: row.count }, (_, index) =>
    row.controls.map((control) => ({
      key: `${row.id}.${index}.${control.id ?? control.name}`,
      path: `${row.list}.${index}.${control.name}`,
      control,
      defaultValue: rowDefault(row, index, control) ?? ownDefault(control),
      // A control's own condition names a control of the same row.
      conditions: control.showIf
        ? [...conditions, { ...control.showIf, field: siblingKey(row, index, control.showIf.field) }]
        : conditions,
      repeat: { row, index },
    })),
  ).flat();
}

const cache = new WeakMap<SearchFormConfig, ConcreteControl[]>();

/** Every concrete control of the form, in page order. */
export function concreteControls(config: SearchFormConfig): ConcreteControl[] {
  let controls = cache.get(config);
  if (!controls) {
    controls = config.sections.flatMap((section) => section.rows.flatMap((row) => rowControls(row, section.showIf ? [section.showIf] : [])));
    cache.set(config, controls);
  }
  return controls;
}

/** 001 §4 Reset: text cleared, boxes unticked, selects at their defaults, multi-selects at their first option or none. */
export function defaultValues(config: SearchFormConfig): FormValues {
  return Object.fromEntries(concreteControls(config).map((concrete) => [concrete.key, concrete.defaultValue]));
}

export function conditionHolds(condition: FormCondition, values: FormValues): boolean {
  const value = values[condition.field];
  const wanted = Array.isArray(condition.equals) ? condition.equals : [condition.equals];
  return typeof value === 'string' && wanted.includes(value);
}

export const isShown = (conditions: readonly FormCondition[] | undefined, values: FormValues) =>
  (conditions ?? []).every((condition) => conditionHolds(condition, values));

/** Hidden controls hold their defaults, so a section swapped out (DNA category) leaves nothing behind. */
export function settleHidden(config: SearchFormConfig, values: FormValues): FormValues {
  let settled = values;
  for (const concrete of concreteControls(config)) {
    if (!isShown(concrete.conditions, values) && settled[concrete.key] !== concrete.defaultValue) {
      settled = { ...settled, [concrete.key]: concrete.defaultValue };
    }
  }
  return settled;
}

/** A value change and what follows from it: the row's method restriction (001 §4) and hidden controls reset. */
export function changeValue(config: SearchFormConfig, values: FormValues, key: string, value: FormValue): FormValues {
  let next: FormValues = { ...values, [key]: value };
  const concrete = concreteControls(config).find((candidate) => candidate.key === key);
  const restriction = concrete?.repeat?.row.methodRestriction;
  if (concrete?.repeat && restriction && concrete.control.name === restriction.typeField && typeof value === 'string') {
    const { row, index } = concrete.repeat;
    const method = row.controls.find((control) => control.name === restriction.methodField);
    if (method) {
      const methodKey = `${row.id}.${index}.${method.id ?? method.name}`;
      next = { ...next, [methodKey]: methodAfterTypeChange(String(next[methodKey] ?? ''), value, restriction) };
    }
  }
  return settleHidden(config, next);
}
