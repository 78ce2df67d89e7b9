// What a reader set on a form, in the form's own words: field and option labels, term rows as
// "<type> <method> '<input>'", units as shown; a field still at its default or empty is left out (the reader did not
// set it), and so is anything the config does not describe.
import type { FormOption, SearchFormConfig } from '../formConfig';
import type { Payload } from '../rules/prune';
import { readCriteria, type ReadControl, type ReadGroup, type ShownControl } from './readCriteria';

const MAX_LIST_ITEMS = 5;

/** A term phrase of a group: the text box, the match select before it and the type select before that. */
export interface TermPhrase {
  input: ReadControl;
  method?: ReadControl;
  subject?: ReadControl;
}

const optionsOf = (control: ShownControl): readonly FormOption[] => ('options' in control ? (control.options ?? []) : []);

export const optionLabel = (control: ShownControl, value: string) => optionsOf(control).find((option) => option.value === value)?.label ?? value;

/** A select of match methods (contains / starts with / exactly), by what it offers. */
export const isMethodSelect = (control: ShownControl) =>
  control.kind === 'select' && optionsOf(control).some((option) => option.value === 'contains') && optionsOf(control).length > 1;

// A select offering 'any' filters; one that does not names the kind of term typed beside it.
const isTypeSelect = (control: ShownControl) => control.kind === 'select' && !optionsOf(control).some((option) => option.value === 'any');

/** The term phrases of a group: each text box, with the match and type selects that stand before it. */
export function termPhrases(group: ReadGroup): TermPhrase[] {
  return group.controls.flatMap((read, index) => {
    if (read.control.kind !== 'text' && read.control.kind !== 'textarea') return [];
    const before = group.controls[index - 1];
    const method = before && isMethodSelect(before.control) ? before : undefined;
    const beforeMethod = group.controls[index - (method ? 2 : 1)];
    const subject = beforeMethod && isTypeSelect(beforeMethod.control) ? beforeMethod : undefined;
    return [{ input: read, ...(method ? { method } : {}), ...(subject ? { subject } : {}) }];
  });
}

const text = (read: ReadControl | undefined) => (typeof read?.value === 'string' ? read.value.trim() : '');
const listText = (items: string[]) =>
  items.length > MAX_LIST_ITEMS ? `${items.slice(0, MAX_LIST_ITEMS).join(', ')}, … (${items.length} in all)` : items.join(', ');

export function phraseText({ input, method, subject }: TermPhrase, methodValue = text(method)): string {
  const subjectText = subject && text(subject) ? optionLabel(subject.control, text(subject)) : input.control.label;
  const methodText = method && methodValue ? ` ${optionLabel(method.control, methodValue)}` : '';
  // A gene list arrives as one line of ids joined by semicolons (001 §5).
  const typed = text(input);
  const ids = typed.split(/[;\n]+/).filter(Boolean);
  if (input.control.kind === 'textarea' && !method && !subject) return `${subjectText}: ${listText(ids)}`;
  return `${subjectText}${methodText} '${typed}'`;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** One control's words, or '' when the reader left it as the form started (or empty). */
function controlText(read: ReadControl, unit: string): string {
  const { control, value } = read;
  if (value === undefined || sameValue(value, read.defaultValue)) return '';
  switch (control.kind) {
    case 'checkbox':
      return value === true ? control.label : '';
    case 'multiSelect':
    case 'checkboxes': {
      const chosen = (Array.isArray(value) ? value : [String(value)]).filter((item) => item !== 'any');
      return chosen.length === 0 ? '' : `${control.label}: ${listText(chosen.map((item) => optionLabel(control, item)))}`;
    }
    case 'select':
    case 'radio':
      return value === 'any' || value === '' ? '' : `${control.label} ${optionLabel(control, String(value))}`;
    case 'number':
      return `${control.label} ${String(value)}${unit ? ` ${unit}` : ''}`;
    default:
      return '';
  }
}

/** A select after number boxes that offers no 'any' is their unit (the gene form's kbp / bp). */
function unitOf(group: ReadGroup): ReadControl | undefined {
  const firstNumber = group.controls.findIndex((read) => read.control.kind === 'number');
  if (firstNumber < 0) return undefined;
  return group.controls.slice(firstNumber + 1).find((read) => read.control.kind === 'select' && isTypeSelect(read.control));
}

function groupText(group: ReadGroup): string {
  const phrases = termPhrases(group);
  const inPhrases = new Set(phrases.flatMap((phrase) => [phrase.input, phrase.method, phrase.subject]));
  const unit = unitOf(group);
  const unitValue = unit ? (text(unit) || (typeof unit.defaultValue === 'string' ? unit.defaultValue : '')) : '';
  const unitText = unit && unitValue ? optionLabel(unit.control, unitValue) : '';
  const said = phrases.filter((phrase) => text(phrase.input) !== '').map((phrase) => phraseText(phrase));
  let others = group.controls
    .filter((read) => !inPhrases.has(read) && read !== unit)
    .map((read) => controlText(read, unitText))
    .filter(Boolean);
  // A tick that turns on a range (the protein form's properties) is named by the range's own labels when set.
  const ticks = group.controls.filter((read) => read.control.kind === 'checkbox').map((read) => controlText(read, ''));
  if (others.length > ticks.filter(Boolean).length) others = others.filter((part) => !ticks.includes(part));
  if (said.length === 0 && others.length === 0) return '';
  if (said.length === 0 && group.label) return `${group.label}: ${others.join(', ')}`;
  return [...said, ...others].join('; ');
}

/** The criteria of a submitted payload, one phrase per group the reader set; empty when the reader set none. */
export function describeCriteria(config: SearchFormConfig, payload: Payload): string[] {
  return readCriteria(config, payload).map(groupText).filter(Boolean);
}
