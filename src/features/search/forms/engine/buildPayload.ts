// Submit (001 §2.2, §5): the shown controls' values set at their payload paths, rows without their required fields
// left out, the config's named rules, then §5 pruning. Pure: the same values always give the same payload.
import type { FormControl, SearchFormConfig } from '../formConfig';
import { applyRules } from '../rules/payloadRules';
import { isMeaningful, prunePayload, type Payload, type PayloadValue } from '../rules/prune';
import { concreteControls, isShown, type ConcreteControl, type FormValue, type FormValues } from './formModel';

export interface FormProblem {
  /** The state key of the control to fix. */
  key: string;
  message: string;
}

export interface BuiltPayload {
  payload: Payload;
  problems: FormProblem[];
}

function setAt(target: Payload, path: string, value: PayloadValue) {
  const segments = path.split('.');
  let node: Payload | PayloadValue[] = target;
  segments.forEach((segment, position) => {
    const last = position === segments.length - 1;
    const nextIsIndex = !last && /^\d+$/.test(segments[position + 1]!);
    const container = node as Record<string, PayloadValue>;
    if (last) {
      container[segment] = value;
      return;
    }
    container[segment] ??= nextIsIndex ? [] : {};
    node = container[segment] as Payload | PayloadValue[];
  });
}

const labelOf = (control: FormControl) => ('label' in control ? control.label : control.name);

/** The payload value of one control, or the sentence saying why its value cannot be sent. */
function payloadValue(concrete: ConcreteControl, value: FormValue): { value: PayloadValue } | { error: string } {
  const { control } = concrete;
  if (control.kind === 'fileList') return { value: undefined };
  if (control.kind === 'fixed') return { value: control.value };
  if (control.kind !== 'number') return { value };
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return { value: undefined };
  const number = Number(text);
  const label = labelOf(control);
  if (!Number.isFinite(number)) return { error: `${label} must be a number.` };
  if (control.min !== undefined && number < control.min) return { error: `${label} must be at least ${control.min}.` };
  if (control.max !== undefined && number > control.max) return { error: `${label} must be at most ${control.max}.` };
  return { value: number };
}

/**
 * Repeat rows whose `requires` fields are all empty ask nothing: they are taken out of their list. A repeat row owns
 * the list's first `count` elements only, so a line may add an element of its own after them (the germplasm form's
 * species is `searchTerms.3.species_search_by`, after its three term rows).
 */
function dropRowsWithoutRequired(payload: Payload, config: SearchFormConfig) {
  for (const section of config.sections) {
    for (const row of section.rows) {
      if (row.kind !== 'repeat' || !row.requires) continue;
      const list = payload[row.list];
      if (!Array.isArray(list)) continue;
      payload[row.list] = list.map((item, index) =>
        index >= row.count ||
        (typeof item === 'object' && item !== null && !Array.isArray(item) && row.requires!.some((field) => isMeaningful((item as Payload)[field])))
          ? item
          : undefined,
      );
    }
  }
}

export function buildPayload(config: SearchFormConfig, values: FormValues): BuiltPayload {
  const raw: Payload = {};
  const problems: FormProblem[] = [];
  const keyOfPath = new Map<string, string>();
  for (const concrete of concreteControls(config)) {
    if (!isShown(concrete.conditions, values)) continue;
    const result = payloadValue(concrete, values[concrete.key] ?? concrete.defaultValue);
    if ('error' in result) {
      problems.push({ key: concrete.key, message: result.error });
      continue;
    }
    if (result.value === undefined) continue;
    setAt(raw, concrete.path, result.value);
    keyOfPath.set(concrete.path, concrete.key);
  }
  dropRowsWithoutRequired(raw, config);
  const ruled = applyRules(raw, config.rules ?? []);
  for (const problem of ruled.problems) problems.push({ key: keyOfPath.get(problem.path) ?? problem.path, message: problem.message });
  return { payload: prunePayload(ruled.payload), problems };
}
