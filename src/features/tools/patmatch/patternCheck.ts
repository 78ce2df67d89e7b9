// The browser's check of a PatMatch pattern (001 §5): letters of the chosen sequence type, [..] sets and [^..]
// exclusions, {m} and {m,n} repeats after a residue or a set, < only first and > only last, and at least three
// residues. The tools service checks again; this one lets a researcher fix a pattern before a new tab opens.
import type { SequenceClass } from './patmatchDatabases';
import { lettersOf } from './residueCodes';

export const MIN_PATTERN_RESIDUES = 3;

export type PatternCheck =
  | { ok: true; /** Upper-case, white space removed: what is sent. */ pattern: string; /** The fewest residues a match spans. */ residues: number }
  | { ok: false; message: string };

const ALPHABET_HINT: Record<SequenceClass, string> = {
  nucleotide: 'a nucleotide pattern uses A, C, G, T or U, the IUPAC codes R, Y, S, W, K, M, B, D, H and V, and N for any base',
  peptide: 'a peptide pattern uses the one-letter amino acid codes, B, Z, J and O for classes, and X for any amino acid',
};

/** Upper-case with white space removed (a pasted pattern often holds spaces or line breaks). */
export const normalizePattern = (text: string) => text.replace(/\s+/g, '').toUpperCase();

const fail = (message: string): PatternCheck => ({ ok: false, message });

/** Reads `{m}` or `{m,n}` at `start` (which holds '{'); the repeat's minimum and where reading goes on, or a problem. */
function readRepeat(pattern: string, start: number): { min: number; next: number } | { message: string } {
  const close = pattern.indexOf('}', start);
  const body = close < 0 ? '' : pattern.slice(start + 1, close);
  const match = /^(\d{1,4})(?:,(\d{1,4}))?$/.exec(body);
  if (close < 0 || !match) return { message: 'Write a repeat as {m} or {m,n} with whole numbers, for example A{2,4}.' };
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  if (min > max) return { message: `In the repeat {${body}} the first number must not be larger than the second.` };
  if (max === 0) return { message: `The repeat {${body}} allows no residue at all; use at least 1.` };
  return { min, next: close + 1 };
}

/** Checks a pattern as typed, for a sequence type. */
export function checkPattern(text: string, sequenceClass: SequenceClass): PatternCheck {
  const pattern = normalizePattern(text);
  if (pattern === '') return fail('Enter a pattern to search for.');
  const letters = lettersOf(sequenceClass);
  const badLetter = (letter: string) =>
    fail(`'${letter}' cannot be used in a ${sequenceClass} pattern: ${ALPHABET_HINT[sequenceClass]}.`);

  let residues = 0;
  let index = 0;
  const last = pattern.length - 1;
  while (index <= last) {
    const char = pattern[index]!;
    if (char === '<') {
      if (index !== 0) return fail('< anchors a match to the start of a sequence, so it may only begin the pattern.');
      index += 1;
      continue;
    }
    if (char === '>') {
      if (index !== last) return fail('> anchors a match to the end of a sequence, so it may only end the pattern.');
      index += 1;
      continue;
    }
    if (char === '[') {
      const close = pattern.indexOf(']', index);
      if (close < 0) return fail('A set opened with [ is not closed with ].');
      const inside = pattern.slice(index + 1, close);
      const members = inside.startsWith('^') ? inside.slice(1) : inside;
      if (members.includes('[')) return fail('Sets cannot be put inside sets: close each [ with ] before opening another.');
      if (members === '') return fail(`The set [${inside}] lists no residue.`);
      const stranger = [...members].find((member) => !letters.has(member));
      if (stranger !== undefined) return badLetter(stranger);
      index = close + 1;
    } else if (char === ']') {
      return fail('] closes a set that was never opened with [.');
    } else if (char === '{' || char === '}') {
      return fail('A repeat {m,n} must follow a residue or a set, as in A{2,4} or [AG]{3}.');
    } else if (letters.has(char)) {
      index += 1;
    } else {
      return badLetter(char);
    }

    let times = 1;
    if (pattern[index] === '{') {
      const repeat = readRepeat(pattern, index);
      if ('message' in repeat) return fail(repeat.message);
      times = repeat.min;
      index = repeat.next;
    }
    residues += times;
  }
  if (residues < MIN_PATTERN_RESIDUES) {
    return fail(`A pattern must span at least ${MIN_PATTERN_RESIDUES} residues; this one can match ${residues}.`);
  }
  return { ok: true, pattern, residues };
}
