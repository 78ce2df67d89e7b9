// The browser's check of a PatMatch pattern (001 §5), in the language the tools service reads: letters of the
// chosen sequence type, [..] sets and [^..] exclusions, (..) sub-patterns (not nested), {m} {m,} {,n} {m,n} repeats
// after a residue, a set or a sub-pattern, < only first and > only last, and at least three residues. The service
// checks again; this check lets a researcher fix a pattern before a new tab opens.
import type { SequenceClass } from './patmatchDatabases';
import { lettersOf } from './residueCodes';

export const MIN_PATTERN_RESIDUES = 3;
/** The service's largest repeat count. */
export const MAX_REPEAT = 1000;
/** With mismatches the service lays a pattern out residue by residue, up to this many. */
export const MAX_POSITIONS_WITH_MISMATCHES = 100;

export type PatternCheck =
  | { ok: true; /** Upper-case, white space removed: what is sent. */ pattern: string; /** The fewest residues a match spans. */ residues: number }
  | { ok: false; message: string };

const ALPHABET_HINT: Record<SequenceClass, string> = {
  nucleotide: 'a nucleotide pattern uses A, C, G, T or U, the IUPAC codes R, Y, S, W, K, M, B, D, H and V, and N, X or . for any base',
  peptide: 'a peptide pattern uses the one-letter amino acid codes, the classes B, Z, J and O, X or . for any amino acid, and * for a stop',
};

/** Upper-case with white space removed (a pasted pattern often holds spaces or line breaks). */
export const normalizePattern = (text: string) => text.replace(/\s+/g, '').toUpperCase();

class PatternProblem extends Error {}

interface Span {
  /** Fewest and most residues; most is null when a repeat has no upper bound. */
  min: number;
  max: number | null;
  /** A sub-pattern repeated a varying number of times, or any unbounded repeat: the service cannot allow mismatches then. */
  variableGroup: boolean;
}

/** Reads a pattern left to right; `at` is the next character. */
class PatternReader {
  at = 0;
  constructor(
    private readonly text: string,
    private readonly letters: ReadonlySet<string>,
    private readonly sequenceClass: SequenceClass,
  ) {}

  private get next() {
    return this.text[this.at];
  }

  private letter(char: string) {
    if (!this.letters.has(char)) throw new PatternProblem(`'${char}' cannot be used in a ${this.sequenceClass} pattern: ${ALPHABET_HINT[this.sequenceClass]}.`);
  }

  private set() {
    const close = this.text.indexOf(']', this.at);
    if (close < 0) throw new PatternProblem('A set opened with [ is not closed with ].');
    const inside = this.text.slice(this.at + 1, close);
    const members = inside.startsWith('^') ? inside.slice(1) : inside;
    if (members === '') throw new PatternProblem(`The set [${inside}] lists no residue.`);
    for (const member of members) {
      if ('[({<>^})'.includes(member)) throw new PatternProblem(`A set can list residue letters only; [${inside}] holds '${member}'.`);
      this.letter(member);
    }
    this.at = close + 1;
  }

  private repeat(): { min: number; max: number | null } {
    const close = this.text.indexOf('}', this.at);
    const body = close < 0 ? '' : this.text.slice(this.at + 1, close);
    const match = /^(\d*)(,?)(\d*)$/.exec(body);
    if (close < 0 || !match || (match[1] === '' && match[3] === '') || (match[2] === '' && match[3] !== '')) {
      throw new PatternProblem('Write a repeat as {m}, {m,}, {,n} or {m,n} with whole numbers, for example A{2,4}.');
    }
    const min = match[1] === '' ? 0 : Number(match[1]);
    const max = match[2] === '' ? min : match[3] === '' ? null : Number(match[3]);
    if (min > MAX_REPEAT || (max ?? 0) > MAX_REPEAT) throw new PatternProblem(`A repeat can be at most ${MAX_REPEAT}; {${body}} is larger.`);
    if (max !== null && min > max) throw new PatternProblem(`In the repeat {${body}} the first number must not be larger than the second.`);
    if (max === 0) throw new PatternProblem(`The repeat {${body}} allows no residue at all; use at least 1.`);
    this.at = close + 1;
    return { min, max };
  }

  /** Residues, sets and sub-patterns up to the end, a '>' or (inside a sub-pattern) a ')'. */
  items(inGroup: boolean): Span {
    const span: Span = { min: 0, max: 0, variableGroup: false };
    for (let char = this.next; char !== undefined && char !== '>' && !(inGroup && char === ')'); char = this.next) {
      let item: Span = { min: 1, max: 1, variableGroup: false };
      let isGroup = false;
      if (char === '[') this.set();
      else if (char === '(') {
        if (inGroup) throw new PatternProblem('Sub-patterns cannot be put inside sub-patterns: close each ( with ) before opening another.');
        this.at += 1;
        item = this.items(true);
        if (this.next !== ')') throw new PatternProblem('A sub-pattern opened with ( is not closed with ).');
        if (item.max === 0) throw new PatternProblem('The sub-pattern () holds no residue.');
        this.at += 1;
        isGroup = true;
      } else if (char === ')') throw new PatternProblem(') closes a sub-pattern that was never opened with (.');
      else if (char === ']') throw new PatternProblem('] closes a set that was never opened with [.');
      else if (char === '{' || char === '}') throw new PatternProblem('A repeat {m,n} must follow a residue, a set or a sub-pattern, as in A{2,4}, [AG]{3} or (CA){2}.');
      else if (char === '<') throw new PatternProblem('< anchors a match to the start of a sequence, so it may only begin the pattern.');
      else {
        this.letter(char);
        this.at += 1;
      }
      if (this.next === '{') {
        const times = this.repeat();
        item = {
          min: item.min * times.min,
          max: item.max === null || times.max === null ? null : item.max * times.max,
          variableGroup: item.variableGroup || times.max === null || (isGroup && times.min !== times.max),
        };
      }
      span.min += item.min;
      span.max = span.max === null || item.max === null ? null : span.max + item.max;
      span.variableGroup ||= item.variableGroup;
    }
    return span;
  }
}

/** Checks a pattern as typed, for a sequence type and the number of mismatches allowed. */
export function checkPattern(text: string, sequenceClass: SequenceClass, mismatches = 0): PatternCheck {
  const pattern = normalizePattern(text);
  if (pattern === '') return { ok: false, message: 'Enter a pattern to search for.' };
  const reader = new PatternReader(pattern, lettersOf(sequenceClass), sequenceClass);
  try {
    if (pattern.startsWith('<')) reader.at = 1;
    const span = reader.items(false);
    if (reader.at < pattern.length - 1) throw new PatternProblem('> anchors a match to the end of a sequence, so it may only end the pattern.');
    if (span.min < MIN_PATTERN_RESIDUES) {
      throw new PatternProblem(`A pattern must span at least ${MIN_PATTERN_RESIDUES} residues; this one can match ${span.min}.`);
    }
    if (mismatches >= span.min) {
      // A match must keep at least one residue of the pattern.
      throw new PatternProblem(`A pattern of ${span.min} residues allows at most ${span.min - 1} mismatches; lengthen it or allow fewer.`);
    }
    if (mismatches > 0 && span.variableGroup) {
      throw new PatternProblem('With mismatches, every repeat needs an upper bound and a sub-pattern a fixed count: write {m,n} rather than {m,}, and (…){3} rather than (…){2,3}.');
    }
    if (mismatches > 0 && (span.max ?? Infinity) > MAX_POSITIONS_WITH_MISMATCHES) {
      throw new PatternProblem(`With mismatches, a pattern can stand for at most ${MAX_POSITIONS_WITH_MISMATCHES} residues; this one stands for more.`);
    }
    return { ok: true, pattern, residues: span.min };
  } catch (error) {
    if (error instanceof PatternProblem) return { ok: false, message: error.message };
    throw error;
  }
}
