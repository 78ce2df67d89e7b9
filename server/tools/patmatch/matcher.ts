// A compiled pattern: the regular expression when no mismatch is allowed, the approximate matcher otherwise.
import { approximateMatches, compileApproximate, type Checkpoint, type EditKinds } from './approximateMatcher';
import { compileExact, exactMatches } from './exactMatcher';
import type { Match } from './match';
import { parsePattern, PatternError } from './pattern';
import type { SequenceClass } from './residues';

export interface MatcherOptions {
  sequenceClass: SequenceClass;
  /** 0-3. */
  mismatches: number;
  kinds: EditKinds;
}

export type FindMatches = (text: string, limit: number, checkpoint?: Checkpoint) => Match[];

/** Parses and compiles a pattern; a PatternError (or UnsupportedWithMismatches) says what is wrong with it. */
export function compileMatcher(text: string, { sequenceClass, mismatches, kinds }: MatcherOptions): FindMatches {
  const pattern = parsePattern(text, sequenceClass);
  if (mismatches === 0) {
    const expression = compileExact(pattern);
    return (sequence, limit) => exactMatches(expression, sequence, limit);
  }
  if (mismatches >= pattern.minLength) {
    throw new PatternError(`A pattern of ${pattern.minLength} residues allows at most ${pattern.minLength - 1} mismatches, so that a match keeps at least one of its residues.`);
  }
  const approximate = compileApproximate(pattern, mismatches, kinds);
  return (sequence, limit, checkpoint) => approximateMatches(approximate, sequence, limit, checkpoint);
}
