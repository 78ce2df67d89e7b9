// The named payload rules a config lists (formConfig.ts `rules`): each reads the values at a payload path (`*`
// stands for every element of a list) and gives the new value, or a sentence saying what the reader must fix.
import { checkOntologyId, dropMethodOnlyRows } from './terms';
import { linesToSemicolons, normaliseGeneList } from './geneList';
import { proteinFilterRows } from './protein';
import type { Payload, PayloadValue } from './prune';
import type { RuleName } from './ruleNames';
import type { RuleRef } from '../formConfig';

export interface RuleProblem {
  /** The concrete payload path (searchTerms.0.go_id_search_inp). */
  path: string;
  message: string;
}

type RuleResult = { value: PayloadValue } | { error: string };
type Rule = (value: PayloadValue) => RuleResult;

const onText =
  (change: (text: string) => RuleResult): Rule =>
  (value) =>
    typeof value === 'string' ? change(value) : { value };

const payloadRules: Record<RuleName, Rule> = {
  geneList: onText((text) => ({ value: normaliseGeneList(text) })),
  joinLines: onText((text) => ({ value: linesToSemicolons(text) })),
  proteinFilters: (rows) => ({ value: proteinFilterRows(rows) }),
  ontologyId: onText((text) => checkOntologyId(text)),
  dropMethodOnlyRows: (rows) => ({ value: dropMethodOnlyRows(rows) }),
};

const isContainer = (value: PayloadValue): value is Payload | PayloadValue[] => typeof value === 'object' && value !== null;

/** Applies change to every value at path (segments; '*' for each element), copying what it changes. */
function updateAt(value: PayloadValue, segments: readonly string[], at: string[], change: (value: PayloadValue, path: string) => PayloadValue): PayloadValue {
  if (segments.length === 0) return change(value, at.join('.'));
  if (!isContainer(value)) return value;
  const [head, ...rest] = segments as [string, ...string[]];
  if (Array.isArray(value)) {
    return value.map((item, index) => (head === '*' || head === String(index) ? updateAt(item, rest, [...at, String(index)], change) : item));
  }
  if (!(head in value)) return value;
  return { ...value, [head]: updateAt(value[head], rest, [...at, head], change) };
}

/** Runs the rules in order; problems are collected, and a value with a problem is left as typed. */
export function applyRules(payload: Payload, rules: readonly RuleRef[]): { payload: Payload; problems: RuleProblem[] } {
  const problems: RuleProblem[] = [];
  let current: PayloadValue = payload;
  for (const { rule, field } of rules) {
    current = updateAt(current, field.split('.'), [], (value, path) => {
      const result = payloadRules[rule](value);
      if ('error' in result) {
        problems.push({ path, message: result.error });
        return value;
      }
      return result.value;
    });
  }
  return { payload: current as Payload, problems };
}
