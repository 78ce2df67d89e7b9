// Matching with up to 3 mismatches: substitutions (a residue the pattern does not allow there), insertions (a residue
// in the sequence that the pattern does not have) and deletions (a residue of the pattern missing from the sequence),
// only the kinds the user ticked, at most `mismatches` of them in all.
//
// The pattern is first laid out as a row of positions, each a residue set; a repeat {m,n} gives m positions and n-m
// optional ones (skipped at no cost). A repeat without an upper bound, or a sub-pattern repeated a varying number of
// times, has no such row: those patterns are refused with mismatches.
//
// Which matches are reported (the same rule for every kind of edit, so results never depend on the order of the
// search): every start s has a cost, the fewest edits of any match beginning at s, and, for that cost, the longest
// such match. Going left to right, a start is reported when its cost is within the limit, it lies after the last
// reported match, and no start inside its match has a lower cost (so an exact match is never displaced by a shifted
// copy of itself with an edit). Reported matches never overlap.
//
// Costs come from a dynamic-programming pass from right to left (O(length × positions)) over the windows of the
// sequence where a match can be (candidateWindows.ts finds them fast); the match of a reported start is then
// aligned on its own, which gives the marks of the edited residues.
import type { ApproximatePattern, EditKinds } from './approximatePattern';
import type { Checkpoint } from './checkpoint';
import type { Match } from './match';
import { MAX_POSITIONS_WITH_MISMATCHES, type MismatchProblem } from '../../../contracts/patmatch/mismatches';
import type { ParsedPattern, PatternItem } from '../../../contracts/patmatch/pattern';
import { residueBit } from '../../../contracts/patmatch/residues';
import { candidateWindows } from './candidateWindows';

/** The tools service's sentence for a pattern it cannot lay out (contracts/patmatch/mismatches.ts). */
const UNSUPPORTED: Record<Exclude<MismatchProblem['kind'], 'tooFewResidues'>, string> = {
  unboundedRepeat: 'With mismatches, every repeat needs an upper bound: write {m,n} rather than {m,}.',
  variableGroup: 'With mismatches, a sub-pattern can only be repeated a fixed number of times, as in (…){3}.',
  tooManyPositions: `With mismatches, a pattern can stand for at most ${MAX_POSITIONS_WITH_MISMATCHES} residues; this one stands for more.`,
};

export class UnsupportedWithMismatches extends Error {
  constructor(readonly problem: keyof typeof UNSUPPORTED) {
    super(UNSUPPORTED[problem]);
    this.name = 'UnsupportedWithMismatches';
  }
}

/** The positions of a pattern mismatchProblem accepted: bounded repeats, sub-patterns of a fixed count. */
function layOut(items: readonly PatternItem[], masks: number[], optional: boolean[]): void {
  for (const item of items) {
    if (item.kind === 'group') {
      for (let count = 0; count < item.min; count += 1) layOut(item.items, masks, optional);
    } else {
      for (let count = 0; count < item.max!; count += 1) {
        masks.push(item.mask);
        optional.push(count >= item.min);
      }
    }
  }
}

export function compileApproximate(pattern: ParsedPattern, mismatches: number, kinds: EditKinds): ApproximatePattern {
  const masks: number[] = [];
  const optional: boolean[] = [];
  layOut(pattern.items, masks, optional);
  return {
    masks: Int32Array.from(masks),
    optional: Uint8Array.from(optional, (value) => (value ? 1 : 0)),
    anchoredStart: pattern.anchoredStart,
    anchoredEnd: pattern.anchoredEnd,
    mismatches,
    kinds,
  };
}

const CHECK_EVERY = 1 << 16;

/** The residue bits of a sequence, one per character. */
function bitsOf(text: string): Uint8Array {
  const bits = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index += 1) bits[index] = residueBit(text.charCodeAt(index));
  return bits;
}

/**
 * costs[s]: the fewest edits of a match starting at s (capped at mismatches + 1). Right to left, column j holds for
 * each pattern position i the fewest edits aligning positions i… with a stretch of the sequence starting at j.
 */
function startCosts(pattern: ApproximatePattern, bits: Uint8Array, checkpoint: Checkpoint): Uint8Array {
  const { masks, optional, mismatches, kinds, anchoredStart, anchoredEnd } = pattern;
  const m = masks.length;
  const n = bits.length;
  const over = mismatches + 1;
  const sub = kinds.substitution ? 1 : over;
  const ins = kinds.insertion ? 1 : over;
  const del = kinds.deletion ? 1 : over;
  let next = new Uint8Array(m + 1);
  let column = new Uint8Array(m + 1);
  // j = n: only deletions (and optional positions) are left.
  next[m] = 0;
  for (let i = m - 1; i >= 0; i -= 1) next[i] = Math.min(over, next[i + 1]! + (optional[i] ? 0 : del));
  const costs = new Uint8Array(n + 1);
  costs[n] = anchoredStart && n > 0 ? over : next[0]!;
  for (let j = n - 1; j >= 0; j -= 1) {
    if ((j & (CHECK_EVERY - 1)) === 0) checkpoint();
    const bit = bits[j]!;
    column[m] = anchoredEnd ? Math.min(over, next[m]! + ins) : 0;
    for (let i = m - 1; i >= 0; i -= 1) {
      let best = next[i + 1]! + ((masks[i]! >>> bit) & 1 ? 0 : sub);
      const skip = column[i + 1]! + (optional[i] ? 0 : del);
      if (skip < best) best = skip;
      const insert = next[i]! + ins;
      if (insert < best) best = insert;
      column[i] = best < over ? best : over;
    }
    // With '<' only the first residue can start a match; the columns are still needed to reach it.
    costs[j] = anchoredStart && j > 0 ? over : column[0]!;
    const done = next;
    next = column;
    column = done;
  }
  return costs;
}

/** How a cell of the alignment was reached. */
const Step = { Diagonal: 1, Delete: 2, Insert: 3, Skip: 4 } as const;

/** The longest match at `start` with `cost` edits, aligned: its end, marks and text with '-' for deletions. */
function alignAt(pattern: ApproximatePattern, text: string, bits: Uint8Array, start: number, cost: number): Match {
  const { masks, optional, mismatches, kinds, anchoredEnd } = pattern;
  const m = masks.length;
  const over = mismatches + 1;
  const sub = kinds.substitution ? 1 : over;
  const ins = kinds.insertion ? 1 : over;
  const del = kinds.deletion ? 1 : over;
  const width = Math.min(bits.length - start, m + mismatches);
  const rows = m + 1;
  const score = new Uint8Array((width + 1) * rows);
  const step = new Uint8Array((width + 1) * rows);
  for (let e = 0; e <= width; e += 1) {
    for (let i = 0; i <= m; i += 1) {
      const at = e * rows + i;
      if (e === 0 && i === 0) continue;
      let best = over;
      let how = 0;
      if (e > 0 && i > 0) {
        const value = score[(e - 1) * rows + i - 1]! + ((masks[i - 1]! >>> bits[start + e - 1]!) & 1 ? 0 : sub);
        if (value < best) {
          best = value;
          how = Step.Diagonal;
        }
      }
      if (i > 0) {
        const value = score[at - 1]! + (optional[i - 1] ? 0 : del);
        if (value < best) {
          best = value;
          how = optional[i - 1] ? Step.Skip : Step.Delete;
        }
      }
      if (e > 0) {
        const value = score[(e - 1) * rows + i]! + ins;
        if (value < best) {
          best = value;
          how = Step.Insert;
        }
      }
      score[at] = best;
      step[at] = how;
    }
  }
  let end = -1;
  for (let e = width; e >= 1; e -= 1) {
    if (anchoredEnd && start + e !== bits.length) continue;
    if (score[e * rows + m] === cost) {
      end = e;
      break;
    }
  }
  if (end < 0) throw new Error(`No alignment of cost ${cost} at ${start}: the two passes disagree.`);
  const marks: string[] = [];
  const residues: string[] = [];
  for (let e = end, i = m; e > 0 || i > 0; ) {
    const how = step[e * rows + i];
    if (how === Step.Diagonal) {
      marks.push((masks[i - 1]! >>> bits[start + e - 1]!) & 1 ? '=' : 's');
      residues.push(text[start + e - 1] as string);
      e -= 1;
      i -= 1;
    } else if (how === Step.Insert) {
      marks.push('i');
      residues.push(text[start + e - 1] as string);
      e -= 1;
    } else {
      if (how === Step.Delete) {
        marks.push('d');
        residues.push('-');
      }
      i -= 1;
    }
  }
  return { start, end: start + end, edits: cost, alignment: marks.reverse().join(''), text: residues.reverse().join('') };
}

/**
 * The reported matches whose starts lie in one window [from, to] of a text, appended to `into` until it holds `limit`.
 * `segment` is the text from `from` on, through `to + reach` (or the text's end): every residue the window's matches
 * can reach. Starts before `free` (inside the last reported match) are skipped; the new `free` is returned.
 */
export function windowMatches(pattern: ApproximatePattern, segment: string, from: number, to: number, free: number, limit: number, into: Match[], checkpoint: Checkpoint): number {
  // Within the segment, the costs of the window's starts are those of the whole text.
  const bits = bitsOf(segment);
  const costs = startCosts(pattern, bits, checkpoint);
  for (let start = Math.max(from, free); start <= to && into.length < limit; start += 1) {
    const cost = costs[start - from]!;
    if (cost > pattern.mismatches || start < free) continue;
    const match = alignAt(pattern, segment, bits, start - from, cost);
    let displaced = false;
    for (let other = match.start + 1; other < match.end && !displaced; other += 1) displaced = costs[other]! < cost;
    if (displaced) continue;
    into.push({ ...match, start: match.start + from, end: match.end + from });
    free = match.end + from;
  }
  return free;
}

/** The reported matches of `pattern` in `text` (upper case), left to right, at most `limit` of them. */
export function approximateMatches(pattern: ApproximatePattern, text: string, limit: number, checkpoint: Checkpoint = () => {}): Match[] {
  const reach = pattern.masks.length + pattern.mismatches;
  const matches: Match[] = [];
  let free = 0;
  for (const [from, to] of candidateWindows(pattern, text, checkpoint)) {
    free = windowMatches(pattern, text.slice(from, Math.min(text.length, to + reach + 1)), from, to, free, limit, matches, checkpoint);
    if (matches.length >= limit) break;
  }
  return matches;
}
