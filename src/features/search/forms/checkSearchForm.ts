// What the zod schema cannot say about a form config: that the ids it names exist and its defaults are choices it
// offers. Used by the configs' test; returns sentences naming the form and the place.
import type { FormControl, SearchFormConfig } from './formConfig';
import { searchFormConfig } from './formConfigSchema';
import { concreteControls } from './engine/formModel';

const choicesOf = (control: FormControl) => ('options' in control && control.options ? control.options.map((option) => option.value) : undefined);

export function checkSearchForm(candidate: unknown): string[] {
  const parsed = searchFormConfig.safeParse(candidate);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  const config: SearchFormConfig = parsed.data;
  const problems: string[] = [];
  const where = (place: string) => `${config.path}: ${place}`;
  const controls = concreteControls(config);
  const keys = new Set<string>();
  for (const { key } of controls) {
    if (keys.has(key)) problems.push(where(`two controls have the state key "${key}" (give one an id)`));
    keys.add(key);
  }
  for (const { key, control, conditions, defaultValue } of controls) {
    for (const condition of conditions) {
      if (!keys.has(condition.field)) problems.push(where(`${key} is shown on "${condition.field}", which no control has as its id`));
    }
    const choices = choicesOf(control);
    const optionsFrom = 'optionsFrom' in control && control.optionsFrom;
    if (choices && !optionsFrom) {
      const chosen = Array.isArray(defaultValue) ? defaultValue : control.kind === 'select' || control.kind === 'radio' ? [String(defaultValue)] : [];
      for (const value of chosen) if (!choices.includes(value)) problems.push(where(`${key} defaults to "${value}", which is not one of its options`));
    }
    if ((control.kind === 'select' || control.kind === 'multiSelect') && !control.options && !control.optionsFrom) {
      problems.push(where(`${key} has neither options nor optionsFrom`));
    }
    if (control.kind === 'fileList') {
      const target = controls.find((other) => other.key === control.target);
      if (target?.control.kind !== 'textarea') problems.push(where(`${key} reads its file into "${control.target}", which is not a text area`));
    }
  }
  for (const section of config.sections) {
    for (const row of section.rows) {
      if (row.kind !== 'repeat') continue;
      const names = new Set(row.controls.map((control) => control.name));
      const named = [
        ...(row.requires ?? []),
        ...(row.methodRestriction ? [row.methodRestriction.typeField, row.methodRestriction.methodField] : []),
        ...(row.rowDefaults ?? []).flatMap((defaults) => Object.keys(defaults)),
      ];
      for (const name of named) if (!names.has(name)) problems.push(where(`row ${row.id} names "${name}", which is not one of its controls`));
      if ((row.rowDefaults?.length ?? 0) > row.count) problems.push(where(`row ${row.id} has more rowDefaults than rows`));
    }
  }
  const paths = controls.map((concrete) => concrete.path);
  for (const { rule, field } of config.rules ?? []) {
    const pattern = new RegExp(`^${field.split('.').map((segment) => (segment === '*' ? '\\d+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('\\.')}(\\.|$)`);
    if (!paths.some((path) => pattern.test(path))) problems.push(where(`rule ${rule} works on "${field}", where no control puts a value`));
  }
  return problems;
}
