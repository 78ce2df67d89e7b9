// The browser's check of a PatMatch pattern (001 §5): the tools service's own grammar and mismatch rules
// (contracts/patmatch), worded for a researcher fixing a pattern before a new tab opens. The service checks again.
import { mismatchProblem, MAX_POSITIONS_WITH_MISMATCHES, type MismatchProblem } from '../../../../contracts/patmatch/mismatches';
import { MAX_REPEAT, MIN_PATTERN_RESIDUES, parsePattern, PatternError, type PatternProblem } from '../../../../contracts/patmatch/pattern';
import type { SequenceClass } from './patmatchDatabases';

export type PatternCheck =
  | { ok: true; /** Upper-case, white space removed: what is sent. */ pattern: string; /** The fewest residues a match spans. */ residues: number }
  | { ok: false; message: string };

const ALPHABET_HINT: Record<SequenceClass, string> = {
  nucleotide: 'a nucleotide pattern uses A, C, G, T or U, the IUPAC codes R, Y, S, W, K, M, B, D, H and V, and N, X or . for any base',
  peptide: 'a peptide pattern uses the one-letter amino acid codes, the classes B, Z, J and O, X or . for any amino acid, and * for a stop',
};

const REPEAT_SHAPE = 'Write a repeat as {m}, {m,}, {,n} or {m,n} with whole numbers, for example A{2,4}.';
const REPEAT_PLACE = 'A repeat {m,n} must follow a residue, a set or a sub-pattern, as in A{2,4}, [AG]{3} or (CA){2}.';

/** Upper-case with white space removed (a pasted pattern often holds spaces or line breaks). */
export const normalizePattern = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/** What the brackets opened at `position` (1-based) hold, up to the closing one: [..] or {..}. */
const bracketBody = (pattern: string, position: number, closing: string) => {
  const close = pattern.indexOf(closing, position);
  return pattern.slice(position, close < 0 ? undefined : close);
};

function problemText(problem: PatternProblem | MismatchProblem, pattern: string, sequenceClass: SequenceClass): string {
  const letterText = (letter: string) => `'${letter}' cannot be used in a ${sequenceClass} pattern: ${ALPHABET_HINT[sequenceClass]}.`;
  switch (problem.kind) {
    case 'empty':
      return 'Enter a pattern to search for.';
    case 'letter':
      return letterText(problem.letter);
    case 'setNotClosed':
      return 'A set opened with [ is not closed with ].';
    case 'setHolds':
      return `A set can list residue letters only; [${bracketBody(pattern, problem.position, ']')}] holds '${problem.character}'.`;
    case 'setEmpty':
      return `The set [${bracketBody(pattern, problem.position, ']')}] lists no residue.`;
    case 'setExcludesAll':
      return `The set [${bracketBody(pattern, problem.position, ']')}] excludes every residue, so nothing can match it.`;
    case 'repeatShape':
      return REPEAT_SHAPE;
    case 'repeatTooLarge':
      return `A repeat can be at most ${MAX_REPEAT}; {${bracketBody(pattern, problem.position, '}')}} is larger.`;
    case 'repeatReversed':
      return `In the repeat {${bracketBody(pattern, problem.position, '}')}} the first number must not be larger than the second.`;
    case 'repeatOfNothing':
      return `The repeat {${bracketBody(pattern, problem.position, '}')}} allows no residue at all; use at least 1.`;
    case 'repeatMisplaced':
      return REPEAT_PLACE;
    case 'nestedGroup':
      return 'Sub-patterns cannot be put inside sub-patterns: close each ( with ) before opening another.';
    case 'groupNotClosed':
      return 'A sub-pattern opened with ( is not closed with ).';
    case 'groupEmpty':
      return 'The sub-pattern () holds no residue.';
    case 'unopened':
      if (problem.character === ')') return ') closes a sub-pattern that was never opened with (.';
      if (problem.character === ']') return '] closes a set that was never opened with [.';
      return problem.character === '}' ? REPEAT_PLACE : letterText(problem.character);
    case 'startAnchorMisplaced':
      return '< anchors a match to the start of a sequence, so it may only begin the pattern.';
    case 'endAnchorMisplaced':
      return '> anchors a match to the end of a sequence, so it may only end the pattern.';
    case 'tooShort':
      return `A pattern must span at least ${MIN_PATTERN_RESIDUES} residues; this one can match ${problem.residues}.`;
    case 'tooFewResidues':
      // A match must keep at least one residue of the pattern.
      return `A pattern of ${problem.residues} residues allows at most ${problem.residues - 1} mismatches; lengthen it or allow fewer.`;
    case 'unboundedRepeat':
    case 'variableGroup':
      return 'With mismatches, every repeat needs an upper bound and a sub-pattern a fixed count: write {m,n} rather than {m,}, and (…){3} rather than (…){2,3}.';
    case 'tooManyPositions':
      return `With mismatches, a pattern can stand for at most ${MAX_POSITIONS_WITH_MISMATCHES} residues; this one stands for more.`;
  }
}

/** Checks a pattern as typed, for a sequence type and the number of mismatches allowed. */
export function checkPattern(text: string, sequenceClass: SequenceClass, mismatches = 0): PatternCheck {
  const pattern = normalizePattern(text);
  try {
    const parsed = parsePattern(pattern, sequenceClass);
    const problem = mismatchProblem(parsed, mismatches);
    if (problem) return { ok: false, message: problemText(problem, pattern, sequenceClass) };
    return { ok: true, pattern, residues: parsed.minLength };
  } catch (error) {
    if (error instanceof PatternError) return { ok: false, message: problemText(error.problem, pattern, sequenceClass) };
    throw error;
  }
}
