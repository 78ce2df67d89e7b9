// Term-row rules: 001 §4 method restriction, 001 §5 community method-only terms and the keyword form's GO/PO id.
import { isMeaningful, type Payload, type PayloadValue } from './prune';
import type { FormOption, MethodRestriction } from '../formConfig';

const exactValue = (rule: MethodRestriction) => rule.exactValue ?? 'exactly';

/** 001 §4: the methods a row offers for its search type — exact only for the restricted types, else all of them. */
export function methodChoices(all: readonly FormOption[], searchType: string, rule: MethodRestriction): readonly FormOption[] {
  if (!rule.exactOnly.includes(searchType)) return all;
  const exact = all.filter((option) => option.value === exactValue(rule));
  return exact.length > 0 ? exact : all;
}

/** The method after the search type changed: a restricted type forces exact; another keeps the chosen method. */
export function methodAfterTypeChange(method: string, searchType: string, rule: MethodRestriction): string {
  return rule.exactOnly.includes(searchType) ? exactValue(rule) : method;
}

// Methods are spelt search_method, <field>_method (community) or type_<field> (transposon: type_name beside input_name).
const isMethodKey = (key: string) => key === 'search_method' || key.endsWith('_method') || key.startsWith('type_');

/** 001 §5 (community; transposon rows likewise): rows whose only meaningful values are methods ask nothing and are dropped. */
export function dropMethodOnlyRows(rows: PayloadValue): PayloadValue {
  if (!Array.isArray(rows)) return rows;
  return rows.filter((row) => {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) return true;
    return Object.entries(row as Payload).some(([key, value]) => !isMethodKey(key) && isMeaningful(value));
  });
}

/** GO:0003700, PO:0009005 — the ontology prefix, a colon and digits (any case of the prefix is accepted). */
const ONTOLOGY_ID = /^(GO|PO):\d+$/;

/** 001 §5 (keyword): an id typed into the GO/PO ID field, normalised, or the sentence saying what is wrong. */
export function checkOntologyId(text: string): { value: string } | { error: string } {
  const value = text.trim().toUpperCase();
  if (value === '') return { value: '' };
  if (!ONTOLOGY_ID.test(value)) {
    return { error: `"${text.trim()}" is not a GO or PO id: write GO: or PO: followed by digits, e.g. GO:0003700.` };
  }
  return { value };
}
