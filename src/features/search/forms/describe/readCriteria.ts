// A submitted payload read back through its form's config: which control each value came from, grouped as the form
// shows them (a line, or one row of a repeat). What the describer and the widening offers work from. A value the
// config does not describe is never read, so no internal parameter name can reach a reader.
import type { FormCondition, FormControl, FormRow, RepeatRow, SearchFormConfig } from '../formConfig';
import type { Payload, PayloadValue } from '../rules/prune';
import { proteinFilterRowsAsTyped } from '../rules/protein';

/** A control a reader sees (fixed values and file pickers send nothing a reader set). */
export type ShownControl = Exclude<FormControl, { kind: 'fixed' | 'fileList' }>;

/** What a payload value reads as in the form: text for text, selects and numbers; a list; a tick. */
export type ReadValue = string | string[] | boolean;

export interface ReadControl {
  control: ShownControl;
  /** undefined: the payload does not hold it (§5 dropped it: empty, false or 'any'). */
  value: ReadValue | undefined;
  /** What the form starts on (a repeat row's own default first). */
  defaultValue: ReadValue | undefined;
  /** Where the value is, or would be, in this payload. */
  path: (string | number)[];
}

export interface ReadGroup {
  /** The line's or repeat row's label ('Range', 'Location 2'). */
  label?: string;
  controls: ReadControl[];
  /** The repeat row it is one row of, for its method restriction. */
  repeat?: RepeatRow;
}

const isObject = (value: unknown): value is Payload => typeof value === 'object' && value !== null && !Array.isArray(value);

function readValue(value: PayloadValue): ReadValue | undefined {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((item) => ['string', 'number'].includes(typeof item))) return value.map(String);
  return undefined;
}

function ownDefault(control: ShownControl): ReadValue | undefined {
  if (control.kind === 'select') return control.default ?? control.options?.[0]?.value;
  if (control.kind === 'radio') return control.default ?? control.options[0]?.value;
  if (control.kind === 'number') return control.default === undefined ? undefined : String(control.default);
  return control.default;
}

const isShownControl = (control: FormControl): control is ShownControl => control.kind !== 'fixed' && control.kind !== 'fileList';
const isIndex = (segment: string) => /^\d+$/.test(segment);

/**
 * The value of a line control. §5 pruning closes up lists, so an element's place in the payload need not be its
 * place in the form: any element may hold it, and where the line also sends fixed values beside it (the protein
 * form's physioSection rows say their type), the element must hold those too.
 */
function readLineControl(payload: Payload, control: ShownControl, fixed: Extract<FormControl, { kind: 'fixed' }>[]): ReadControl {
  const segments = control.name.split('.');
  const found = { value: undefined as ReadValue | undefined, path: segments.map((segment) => (isIndex(segment) ? Number(segment) : segment)) as (string | number)[] };
  const walk = (node: PayloadValue, at: number, path: (string | number)[]): boolean => {
    if (at === segments.length) {
      const value = readValue(node);
      if (value === undefined) return false;
      found.value = value;
      found.path = path;
      return true;
    }
    const segment = segments[at]!;
    if (isIndex(segment)) {
      if (!Array.isArray(node)) return false;
      const prefix = segments.slice(0, at + 1).join('.');
      const besides = fixed.filter((other) => other.name.startsWith(`${prefix}.`));
      return node.some((item, index) => {
        const agrees = besides.every((other) => isObject(item) && item[other.name.slice(prefix.length + 1)] === other.value);
        return agrees && walk(item, at + 1, [...path, index]);
      });
    }
    return isObject(node) && segment in node && walk(node[segment], at + 1, [...path, segment]);
  };
  walk(payload, 0, []);
  return { control, value: found.value, defaultValue: ownDefault(control), path: found.path };
}

const listAt = (payload: Payload, list: string): PayloadValue => list.split('.').reduce<PayloadValue>((node, segment) => {
  if (Array.isArray(node) && isIndex(segment)) return node[Number(segment)];
  return isObject(node) ? node[segment] : undefined;
}, payload);

/** The rows of a repeat that the payload holds: the list's elements made only of the row's own fields. */
function readRepeatRows(payload: Payload, row: RepeatRow): ReadGroup[] {
  const list = listAt(payload, row.list);
  if (!Array.isArray(list)) return [];
  const names = new Set(row.controls.map((control) => control.name.split('.')[0]));
  const groups: ReadGroup[] = [];
  list.forEach((element, index) => {
    if (groups.length >= row.count || !isObject(element) || !Object.keys(element).every((key) => names.has(key))) return;
    const rowDefaults = row.rowDefaults?.[groups.length] ?? {};
    const controls = row.controls.filter(isShownControl).map((control): ReadControl => {
      const rowDefault = rowDefaults[control.name];
      return {
        control,
        value: readValue(element[control.name]),
        defaultValue: rowDefault === undefined ? ownDefault(control) : typeof rowDefault === 'number' ? String(rowDefault) : rowDefault,
        path: [...row.list.split('.'), index, control.name],
      };
    });
    groups.push({ ...(row.label ? { label: row.label.replace('{n}', String(groups.length + 1)) } : {}), controls, repeat: row });
  });
  return groups;
}

/** The form's groups the payload speaks of, in page order; only sections and rows shown for these values. */
export function readCriteria(config: SearchFormConfig, submitted: Payload): ReadGroup[] {
  const payload = asTyped(config, submitted);
  const lineRows = config.sections.flatMap((section) =>
    section.rows.flatMap((row) => (row.kind === 'line' ? [{ section, row, controls: readLine(payload, row) }] : [])),
  );
  // Conditions name line controls (DNA's Category); one left out of the payload is at its default.
  const stateValues = new Map(
    lineRows.flatMap(({ controls }) => controls.map((read) => [read.control.id ?? read.control.name, read.value ?? read.defaultValue] as const)),
  );
  const holds = (condition: FormCondition | undefined) => {
    if (!condition) return true;
    const value = stateValues.get(condition.field);
    const wanted = Array.isArray(condition.equals) ? condition.equals : [condition.equals];
    return typeof value === 'string' && wanted.includes(value);
  };
  return config.sections.flatMap((section) => {
    if (!holds(section.showIf)) return [];
    return section.rows.flatMap((row): ReadGroup[] => {
      if (row.kind === 'note' || !holds(row.showIf)) return [];
      if (row.kind === 'repeat') return readRepeatRows(payload, row);
      const controls = lineRows.find((line) => line.row === row)!.controls.filter((read) => holds(read.control.showIf));
      return [{ ...(row.label ? { label: row.label } : {}), controls }];
    });
  });
}

/** The one rule that changes what a reader typed beyond reading it back (kDa sent as Da, the tick dropped). */
function asTyped(config: SearchFormConfig, payload: Payload): Payload {
  const filters = config.rules?.find((rule) => rule.rule === 'proteinFilters');
  if (!filters || !(filters.field in payload)) return payload;
  return { ...payload, [filters.field]: proteinFilterRowsAsTyped(payload[filters.field]) };
}

function readLine(payload: Payload, row: Extract<FormRow, { kind: 'line' }>): ReadControl[] {
  const fixed = row.controls.filter((control): control is Extract<FormControl, { kind: 'fixed' }> => control.kind === 'fixed');
  return row.controls.filter(isShownControl).map((control) => readLineControl(payload, control, fixed));
}
