// The wider searches a no-results page offers: the same payload with one criterion loosened, as
// the form would have sent it — a term matched exactly or by its start matched by 'contains' instead (unless the
// form allows only exact match for that type, 001 §4), and obsolete records included where the form can include them.
import type { SearchFormConfig } from '../formConfig';
import type { Payload, PayloadValue } from '../rules/prune';
import { optionLabel, phraseText, termPhrases } from './describeCriteria';
import { readCriteria, type ReadGroup } from './readCriteria';

export interface SearchWidening {
  /** What the wider search asks, in the form's words. */
  label: string;
  payload: Payload;
}

const CONTAINS = 'contains';

function withValueAt(payload: Payload, path: readonly (string | number)[], value: PayloadValue): Payload {
  const copy = structuredClone(payload);
  let node: PayloadValue = copy;
  path.forEach((segment, position) => {
    const container = node as Record<string | number, PayloadValue>;
    if (position === path.length - 1) {
      container[segment] = value;
      return;
    }
    container[segment] ??= typeof path[position + 1] === 'number' ? [] : {};
    node = container[segment];
  });
  return copy;
}

/** Types the form matches exactly only (001 §4): widening their method would be refused or ignored. */
function exactOnly(group: ReadGroup, type: string | undefined): boolean {
  const restriction = group.repeat?.methodRestriction;
  return Boolean(restriction && type !== undefined && restriction.exactOnly.includes(type));
}

function containsInstead(payload: Payload, group: ReadGroup): SearchWidening[] {
  return termPhrases(group).flatMap((phrase) => {
    const { method, subject, input } = phrase;
    const current = typeof method?.value === 'string' ? method.value : undefined;
    const typed = typeof input.value === 'string' ? input.value.trim() : '';
    if (!method || !current || current === CONTAINS || typed === '') return [];
    if (exactOnly(group, typeof subject?.value === 'string' ? subject.value : undefined)) return [];
    return [{
      label: `${phraseText(phrase, CONTAINS)} instead of ${optionLabel(method.control, current)}`,
      payload: withValueAt(payload, method.path, CONTAINS),
    }];
  });
}

function obsoleteIncluded(payload: Payload, group: ReadGroup): SearchWidening[] {
  return group.controls.flatMap((read) =>
    read.control.kind === 'checkbox' && /obsolete/i.test(read.control.label) && read.value !== true
      ? [{ label: read.control.label, payload: withValueAt(payload, read.path, true) }]
      : [],
  );
}

export function widenSearch(config: SearchFormConfig, payload: Payload): SearchWidening[] {
  const groups = readCriteria(config, payload);
  return [...groups.flatMap((group) => containsInstead(payload, group)), ...groups.flatMap((group) => obsoleteIncluded(payload, group))];
}
