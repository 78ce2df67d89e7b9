// Parsing a PatMatch pattern into a small syntax tree. The language (the form's syntax table says the same):
//   letters        a residue or a class of residues (residues.ts: IUPAC nucleotide codes; amino acids and the
//                  peptide classes J, O, B, Z); N (nucleotides), X and '.' stand for any residue
//   [ACG]          any one of the listed letters (codes inside are expanded: [RC] is A, G or C)
//   [^PG]          any residue except those listed
//   (…)            a sub-pattern, so that a repeat applies to all of it; sub-patterns do not nest
//   {m} {m,} {,n} {m,n}   repeat the residue, set or sub-pattern before it exactly m, at least m, up to n, or m to n times
//   <  >           at the start of the pattern: the match begins the sequence; at the end: it ends the sequence
// Case does not matter and white space is ignored. An error names the position (1-based) in the text as typed.
// The form checks a pattern with this parser before sending it and the tools service parses it again, so both read
// one grammar; a PatternError carries the problem as data, which each side words for its reader.
import { ANY_RESIDUE, letterMask, type SequenceClass } from './residues';

/** A residue position (one letter or one set) or a sub-pattern, repeated min…max times (max null: no limit). */
export type PatternItem =
  | { kind: 'residue'; mask: number; min: number; max: number | null }
  | { kind: 'group'; items: PatternItem[]; min: number; max: number | null };

export interface ParsedPattern {
  items: PatternItem[];
  anchoredStart: boolean;
  anchoredEnd: boolean;
  /** The fewest residues a match can have. */
  minLength: number;
  /** The most residues a match can have, or null when a repeat has no upper bound. */
  maxLength: number | null;
}

/** What is wrong with a pattern; `position` is 1-based in the text parsed (of the bracket that opened a set or repeat). */
export type PatternProblem =
  | { kind: 'empty' }
  | { kind: 'letter'; letter: string; position: number }
  | { kind: 'setNotClosed'; position: number }
  | { kind: 'setHolds'; character: string; position: number }
  | { kind: 'setEmpty'; position: number }
  | { kind: 'setExcludesAll'; position: number }
  | { kind: 'repeatShape'; position: number }
  | { kind: 'repeatTooLarge'; position: number }
  | { kind: 'repeatReversed'; position: number; min: number; max: number }
  | { kind: 'repeatOfNothing'; position: number }
  | { kind: 'repeatMisplaced'; position: number }
  | { kind: 'nestedGroup'; position: number }
  | { kind: 'groupNotClosed'; position: number }
  | { kind: 'groupEmpty'; position: number }
  | { kind: 'unopened'; character: string; position: number }
  | { kind: 'startAnchorMisplaced'; position: number }
  | { kind: 'endAnchorMisplaced'; position: number }
  | { kind: 'tooShort'; residues: number };

/** Why a parsed pattern cannot be searched with mismatches (mismatches.ts finds it). */
export type MismatchProblem =
  | { kind: 'tooFewResidues'; residues: number }
  | { kind: 'unboundedRepeat' }
  | { kind: 'variableGroup' }
  | { kind: 'tooManyPositions' };

/** A pattern the grammar refuses: the problem, and the tools service's sentence for it. */
export class PatternError extends Error {
  constructor(
    readonly problem: PatternProblem | MismatchProblem,
    message: string,
  ) {
    super(message);
    this.name = 'PatternError';
  }
}

/** The spec's minimum pattern (001 §5): at least 3 residues. */
export const MIN_PATTERN_RESIDUES = 3;
/** The largest repeat count: enough for any motif, small enough that a repeat cannot make the matcher slow. */
export const MAX_REPEAT = 1000;

const isSpace = (character: string) => /\s/.test(character);

class Reader {
  index = 0;
  constructor(readonly text: string) {}

  /** The next character that is not white space, or null at the end (index left on it). */
  peek(): string | null {
    while (this.index < this.text.length && isSpace(this.text[this.index] as string)) this.index += 1;
    return this.index < this.text.length ? (this.text[this.index] as string).toUpperCase() : null;
  }

  next(): string | null {
    const character = this.peek();
    if (character !== null) this.index += 1;
    return character;
  }

  /** The 1-based position of the character `peek` returns (or one past the end). */
  get position(): number {
    this.peek();
    return this.index + 1;
  }
}

const quoted = (character: string) => `'${character}'`;

function residueMask(letter: string, position: number, sequenceClass: SequenceClass): number {
  const mask = letterMask(letter, sequenceClass);
  if (mask === null) {
    const kind = sequenceClass === 'nucleotide' ? 'a nucleotide code' : 'an amino acid code';
    throw new PatternError({ kind: 'letter', letter, position }, `The pattern has ${quoted(letter)} at position ${position}, which is not ${kind}.`);
  }
  return mask;
}

function parseSet(reader: Reader, sequenceClass: SequenceClass): number {
  const opening = reader.position;
  reader.next(); // [
  const excluded = reader.peek() === '^';
  if (excluded) reader.next();
  let mask = 0;
  let count = 0;
  for (;;) {
    const position = reader.position;
    const character = reader.next();
    if (character === null) throw new PatternError({ kind: 'setNotClosed', position: opening }, `The set opened by '[' at position ${opening} is not closed with ']'.`);
    if (character === ']') break;
    if (character === '[' || character === '(' || character === ')' || character === '{' || character === '}' || character === '<' || character === '>' || character === '^') {
      throw new PatternError(
        { kind: 'setHolds', character, position: opening },
        `The set opened at position ${opening} cannot hold ${quoted(character)} (position ${position}); list residue letters only.`,
      );
    }
    mask |= residueMask(character, position, sequenceClass);
    count += 1;
  }
  if (count === 0) throw new PatternError({ kind: 'setEmpty', position: opening }, `The set at position ${opening} is empty: list at least one residue between the brackets.`);
  const result = excluded ? ANY_RESIDUE & ~mask : mask;
  if (result === 0) throw new PatternError({ kind: 'setExcludesAll', position: opening }, `The set at position ${opening} excludes every residue, so nothing can match it.`);
  return result;
}

function parseNumber(reader: Reader): number | null {
  let digits = '';
  for (let character = reader.peek(); character !== null && /[0-9]/.test(character); character = reader.peek()) {
    digits += character;
    reader.next();
  }
  return digits === '' ? null : Number(digits);
}

function parseRepeat(reader: Reader): { min: number; max: number | null } {
  const opening = reader.position;
  reader.next(); // {
  const shapeError = () =>
    new PatternError({ kind: 'repeatShape', position: opening }, `The repeat at position ${opening} must read {m}, {m,}, {,n} or {m,n} with whole numbers.`);
  const min = parseNumber(reader);
  let max: number | null;
  if (reader.peek() === ',') {
    reader.next();
    max = parseNumber(reader);
    if (min === null && max === null) throw shapeError();
  } else {
    if (min === null) throw shapeError();
    max = min;
  }
  if (reader.next() !== '}') throw shapeError();
  const low = min ?? 0;
  if (low > MAX_REPEAT || (max !== null && max > MAX_REPEAT)) throw new PatternError({ kind: 'repeatTooLarge', position: opening }, `The repeat at position ${opening} is larger than ${MAX_REPEAT}.`);
  if (max !== null && low > max) {
    throw new PatternError({ kind: 'repeatReversed', position: opening, min: low, max }, `The repeat at position ${opening} has a minimum (${low}) larger than its maximum (${max}).`);
  }
  if (max === 0) throw new PatternError({ kind: 'repeatOfNothing', position: opening }, `The repeat at position ${opening} repeats nothing: its maximum is 0.`);
  return { min: low, max };
}

function parseItems(reader: Reader, sequenceClass: SequenceClass, inGroup: boolean): PatternItem[] {
  const items: PatternItem[] = [];
  for (;;) {
    const position = reader.position;
    const character = reader.peek();
    if (character === null || character === '>') return items;
    if (character === ')') {
      if (inGroup) return items;
      throw new PatternError({ kind: 'unopened', character, position }, `The ')' at position ${position} closes no '('.`);
    }
    let item: PatternItem;
    if (character === '[') {
      item = { kind: 'residue', mask: parseSet(reader, sequenceClass), min: 1, max: 1 };
    } else if (character === '(') {
      if (inGroup) throw new PatternError({ kind: 'nestedGroup', position }, `The '(' at position ${position} opens a sub-pattern inside another; sub-patterns cannot be nested.`);
      reader.next();
      const inner = parseItems(reader, sequenceClass, true);
      if (reader.next() !== ')') throw new PatternError({ kind: 'groupNotClosed', position }, `The sub-pattern opened by '(' at position ${position} is not closed with ')'.`);
      if (inner.length === 0) throw new PatternError({ kind: 'groupEmpty', position }, `The sub-pattern at position ${position} is empty.`);
      item = { kind: 'group', items: inner, min: 1, max: 1 };
    } else if (character === '{') {
      throw new PatternError({ kind: 'repeatMisplaced', position }, `The repeat at position ${position} must follow a residue, a set or a sub-pattern.`);
    } else if (character === '<') {
      throw new PatternError({ kind: 'startAnchorMisplaced', position }, `The '<' at position ${position} is allowed only at the start of the pattern.`);
    } else if (character === ']' || character === '}' || character === '^') {
      throw new PatternError({ kind: 'unopened', character, position }, `The ${quoted(character)} at position ${position} has no opening bracket.`);
    } else {
      reader.next();
      item = { kind: 'residue', mask: residueMask(character, position, sequenceClass), min: 1, max: 1 };
    }
    if (reader.peek() === '{') Object.assign(item, parseRepeat(reader));
    items.push(item);
  }
}

function lengths(items: readonly PatternItem[]): { min: number; max: number | null } {
  let min = 0;
  let max: number | null = 0;
  for (const item of items) {
    const inner = item.kind === 'residue' ? { min: 1, max: 1 } : lengths(item.items);
    min += inner.min * item.min;
    max = max === null || inner.max === null || item.max === null ? null : max + inner.max * item.max;
  }
  return { min, max };
}

export function parsePattern(text: string, sequenceClass: SequenceClass): ParsedPattern {
  const reader = new Reader(text);
  if (reader.peek() === null) throw new PatternError({ kind: 'empty' }, 'Enter a pattern.');
  const anchoredStart = reader.peek() === '<';
  if (anchoredStart) reader.next();
  const items = parseItems(reader, sequenceClass, false);
  let anchoredEnd = false;
  if (reader.peek() === '>') {
    const position = reader.position;
    reader.next();
    if (reader.peek() !== null) throw new PatternError({ kind: 'endAnchorMisplaced', position }, `The '>' at position ${position} is allowed only at the end of the pattern.`);
    anchoredEnd = true;
  }
  const { min, max } = lengths(items);
  if (min < MIN_PATTERN_RESIDUES) {
    throw new PatternError(
      { kind: 'tooShort', residues: min },
      `The pattern must be at least ${MIN_PATTERN_RESIDUES} residues long; this one can match ${min === 1 ? '1 residue' : `${min} residues`}.`,
    );
  }
  return { items, anchoredStart, anchoredEnd, minLength: min, maxLength: max };
}
