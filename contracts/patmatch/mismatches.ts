// What a pattern must be to be searched with mismatches: the tools service lays such a pattern out residue by
// residue, so every repeat needs an upper bound, a sub-pattern a fixed count, and the whole at most 100 positions;
// and a match must keep at least one residue of the pattern. The form checks these before sending, the service again.
import type { MismatchProblem, ParsedPattern, PatternItem } from './pattern';

export type { MismatchProblem };

/** Enough for any motif PatMatch is meant for (it suggests patterns under 20 residues). */
export const MAX_POSITIONS_WITH_MISMATCHES = 100;

/** The first problem of a parsed pattern searched with this many mismatches, item by item, or null. */
export function mismatchProblem(pattern: ParsedPattern, mismatches: number): MismatchProblem | null {
  if (mismatches === 0) return null;
  if (mismatches >= pattern.minLength) return { kind: 'tooFewResidues', residues: pattern.minLength };
  let positions = 0;
  const layOut = (items: readonly PatternItem[]): MismatchProblem | null => {
    for (const item of items) {
      if (item.max === null) return { kind: 'unboundedRepeat' };
      if (item.kind === 'group') {
        if (item.min !== item.max) return { kind: 'variableGroup' };
        for (let count = 0; count < item.min; count += 1) {
          const inner = layOut(item.items);
          if (inner) return inner;
        }
      } else {
        positions += item.max;
      }
      if (positions > MAX_POSITIONS_WITH_MISMATCHES) return { kind: 'tooManyPositions' };
    }
    return null;
  };
  return layOut(pattern.items);
}
