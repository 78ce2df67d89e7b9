// A compiled pattern: the regular expression when no mismatch is allowed, the approximate matcher otherwise; and,
// for the approximate patterns it applies to, the matcher that reads both strands in one pass (twoStrandMatcher.ts).
import { mismatchProblem } from '../../../contracts/patmatch/mismatches';
import { approximateMatches, compileApproximate, UnsupportedWithMismatches } from './approximateMatcher';
import type { EditKinds } from './approximatePattern';
import type { Checkpoint } from './checkpoint';
import { compileExact, exactMatches } from './exactMatcher';
import type { Match } from './match';
import { parsePattern, PatternError } from '../../../contracts/patmatch/pattern';
import type { SequenceClass } from '../../../contracts/patmatch/residues';
import { twoStrandMatches, twoStrandsApply, type StrandMatches, type Strands } from './twoStrandMatcher';

export interface MatcherOptions {
  sequenceClass: SequenceClass;
  /** 0-3. */
  mismatches: number;
  kinds: EditKinds;
}

export type FindMatches = (text: string, limit: number, checkpoint?: Checkpoint) => Match[];

/** The matches on the asked strands of a forward sequence (Crick positions on its reverse complement). */
export type FindStrandMatches = (text: string, strands: Strands, limit: number, checkpoint?: Checkpoint, from?: number, to?: number) => StrandMatches;

export interface CompiledPattern {
  /** Matches in the text as given (a strand already reverse-complemented when the Crick strand is wanted). */
  find: FindMatches;
  /**
   * Null when the pattern is searched strand by strand (exact, variable-length or anchored patterns). Given `from`
   * and `to`, it reads that stretch only (a piece of a long sequence).
   */
  findOnStrands: FindStrandMatches | null;
  /**
   * For patterns findOnStrands reads: the most residues a match can span (positions plus mismatches), which sets
   * how far pieces of one sequence must overlap. Null: a sequence is searched whole, never in pieces.
   */
  reach: number | null;
}

/** Parses and compiles a pattern; a PatternError (or UnsupportedWithMismatches) says what is wrong with it. */
export function compilePattern(text: string, { sequenceClass, mismatches, kinds }: MatcherOptions): CompiledPattern {
  const pattern = parsePattern(text, sequenceClass);
  if (mismatches === 0) {
    const expression = compileExact(pattern);
    return { find: (sequence, limit, checkpoint) => exactMatches(expression, sequence, limit, checkpoint), findOnStrands: null, reach: null };
  }
  const problem = mismatchProblem(pattern, mismatches);
  if (problem?.kind === 'tooFewResidues') {
    throw new PatternError(problem, `A pattern of ${pattern.minLength} residues allows at most ${pattern.minLength - 1} mismatches, so that a match keeps at least one of its residues.`);
  }
  if (problem) throw new UnsupportedWithMismatches(problem.kind);
  const approximate = compileApproximate(pattern, mismatches, kinds);
  const onStrands = twoStrandsApply(approximate);
  return {
    find: (sequence, limit, checkpoint) => approximateMatches(approximate, sequence, limit, checkpoint),
    findOnStrands: onStrands ? (sequence, strands, limit, checkpoint, from, to) => twoStrandMatches(approximate, sequence, strands, limit, checkpoint, from, to) : null,
    reach: onStrands ? approximate.masks.length + mismatches : null,
  };
}

/** The matcher of a pattern for text as given; throws as compilePattern does. */
export function compileMatcher(text: string, options: MatcherOptions): FindMatches {
  return compilePattern(text, options).find;
}
