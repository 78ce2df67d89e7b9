// Approximate matching on both strands of a long nucleotide sequence in one pass over its forward strand, so that
// a chromosome of 30 million bases is read once and never reverse-complemented whole.
//
// A match of the pattern on the reverse complement (the Crick strand) that begins at position s is a match of the
// reverse-complement pattern on the forward strand that ends at n-1-s. So the bit-parallel pass of
// candidateWindows.ts runs two patterns over the forward strand: the pattern (Watson) and its reverse complement
// (Crick). With at most 16 positions both share one 32-bit word per edit count, bits 0-15 and 16-31 (a bit shifted
// out of the Watson half lands where the Crick half's first bit is set anyway, so the halves never mix); longer
// patterns take one pass per strand.
//
// Around each place the pass finds, the exact dynamic programming of approximateMatcher.ts decides (windowMatches),
// for the Crick strand on the reverse complement of that stretch alone. Windows further apart than a match can
// reach cannot influence each other, so each is settled as soon as the pass has moved beyond it, the pass stops
// once the hits reach the limit, and the hits are those of approximateMatches on each strand whole.
import { windowMatches } from './approximateMatcher';
import type { ApproximatePattern } from './approximatePattern';
import type { Checkpoint } from './checkpoint';
import { filterApplies } from './candidateWindows';
import type { Match } from './match';
import { residueBit } from '../../../contracts/patmatch/residues';
import { COMPLEMENT_CODES, reverseComplement } from './complement';

export interface Strands {
  watson: boolean;
  crick: boolean;
}

/** Each strand's matches, positions 0-based on that strand as searched (Crick: on the reverse complement). */
export interface StrandMatches {
  watson: Match[];
  crick: Match[];
}

/** Fixed-length patterns of at most 31 positions, not tied to a sequence end (those are searched whole). */
export const twoStrandsApply = (pattern: ApproximatePattern) => filterApplies(pattern) && !pattern.anchoredStart && !pattern.anchoredEnd;

/** Patterns this long or shorter share one word for both strands. */
const LANE_WIDTH = 16;

/**
 * Bit i of entry c: the character code c may stand at position i of the pattern, or (Crick) at position i of the
 * reverse-complement pattern, i.e. its complement may stand at position m-1-i of the pattern.
 */
function laneAccepts(pattern: ApproximatePattern, crick: boolean): Int32Array {
  const { masks } = pattern;
  const m = masks.length;
  const accepts = new Int32Array(256);
  for (let code = 0; code < 256; code += 1) {
    const bit = residueBit(crick ? COMPLEMENT_CODES[code]! : code);
    for (let i = 0; i < m; i += 1) if ((masks[crick ? m - 1 - i : i]! >>> bit) & 1) accepts[code]! |= 1 << i;
  }
  return accepts;
}

/** Told each position where a match of some lane ends, with the row that says which; true stops the pass. */
type OnEnd = (end: number, row: number) => boolean;

/**
 * The stretch being read, copied a block at a time into bytes: the pass reads a small buffer that stays in the
 * processor's cache at almost half the cost of reading the characters of the string itself (measured: 2.5 against
 * 4.2 ns a base). One per worker thread, which runs one search at a time.
 */
const BLOCK = 1 << 16;
const block = Buffer.allocUnsafe(BLOCK);

/**
 * The Wu-Manber pass (see candidateWindows.ts) over `text` from `from` to `to` with the lanes `accepts` describes.
 * `inject` has the first bit of each lane, `last` the last; a position whose top row has a last bit set is passed to
 * `onEnd`.
 */
function scan(pattern: ApproximatePattern, text: string, from: number, to: number, accepts: Int32Array, inject: number, last: number, onEnd: OnEnd, checkpoint: Checkpoint): void {
  const { mismatches: k, kinds } = pattern;
  const substitution = kinds.substitution ? -1 : 0;
  const insertion = kinds.insertion ? -1 : 0;
  const deletion = kinds.deletion ? -1 : 0;
  // Before any residue: the first d positions of each lane can be deleted.
  const rows = Int32Array.from({ length: k + 1 }, (_, d) => Math.imul((1 << d) - 1, inject) & deletion);
  let exact = rows[0]!;
  let one = rows[1]!;
  for (let offset = from; offset < to; offset += BLOCK) {
    checkpoint();
    const count = Math.min(BLOCK, to - offset);
    // Sequences hold letters and '*' only, one byte each.
    block.write(text.slice(offset, offset + count), 0, 'latin1');
    if (k === 1 && substitution & insertion & deletion) {
      // The most common case (one edit of any kind, the form's default) with both words in locals and the three
      // edit terms folded into fewer operations: the substitution and deletion terms share their shift.
      for (let index = 0; index < count; index += 1) {
        const allowed = accepts[block[index]!]!;
        const before = exact;
        exact = ((exact << 1) | inject) & allowed;
        one = (((one << 1) | inject) & allowed) | ((before | exact) << 1) | inject | before;
        if ((one & last) !== 0 && onEnd(offset + index, one)) return;
      }
    } else if (k === 1) {
      // One edit of the ticked kinds, with both words in locals: about twice as fast as the general loop.
      for (let index = 0; index < count; index += 1) {
        const allowed = accepts[block[index]!]!;
        const before = exact;
        exact = ((exact << 1) | inject) & allowed;
        one = (((one << 1) | inject) & allowed) | (((before << 1) | inject) & substitution) | (before & insertion) | (((exact << 1) | inject) & deletion);
        if ((one & last) !== 0 && onEnd(offset + index, one)) return;
      }
    } else {
      for (let index = 0; index < count; index += 1) {
        const allowed = accepts[block[index]!]!;
        let before = rows[0]!;
        let row = ((before << 1) | inject) & allowed;
        rows[0] = row;
        for (let d = 1; d <= k; d += 1) {
          const previousBefore = before;
          const previousNow = row;
          before = rows[d]!;
          row = (((before << 1) | inject) & allowed) | (((previousBefore << 1) | inject) & substitution) | (previousBefore & insertion) | (((previousNow << 1) | inject) & deletion);
          rows[d] = row;
        }
        if ((row & last) !== 0 && onEnd(offset + index, row)) return;
      }
    }
  }
}

/**
 * The reported matches of `pattern` (twoStrandsApply) on the asked strands of `text` (upper case), as
 * approximateMatches gives them on the text and on its reverse complement, until the two together hold `limit`
 * (which of them are found first then depends on the pass, not on either strand's order).
 *
 * `from` and `to` bound the stretch read (a piece of a chromosome a split search gives one worker): the matches are
 * those of the stretch alone, as if the sequence were only that, but placed in the coordinates of the whole
 * sequence on each strand (Crick: on the reverse complement of the whole `text`).
 */
export function twoStrandMatches(pattern: ApproximatePattern, text: string, strands: Strands, limit: number, checkpoint: Checkpoint = () => {}, from = 0, to = text.length): StrandMatches {
  const m = pattern.masks.length;
  const reach = m + pattern.mismatches;
  const n = text.length;
  const found: StrandMatches = { watson: [], crick: [] };
  const full = () => found.watson.length + found.crick.length >= limit;

  // Watson: the open window of starts [watsonFrom, watsonTo], merged as candidateWindows merges them.
  let watsonFrom = from;
  let watsonTo = -1;
  let free = from;
  const settleWatson = () => {
    if (watsonTo < 0) return;
    const segment = text.slice(watsonFrom, Math.min(to, watsonTo + reach + 1));
    free = windowMatches(pattern, segment, watsonFrom, watsonTo, free, limit - found.crick.length, found.watson, checkpoint);
    watsonTo = -1;
  };
  const watsonEnd = (end: number) => {
    const start = Math.max(from, end + 1 - reach);
    if (watsonTo >= 0 && start - watsonTo <= reach) watsonTo = end;
    else {
      settleWatson();
      watsonFrom = start;
      watsonTo = end;
    }
    return full();
  };

  // Crick: forward ends first…last, i.e. starts n-1-last…n-1-first on the reverse complement. Groups are kept
  // apart by more than `reach`, so no match of one reaches the starts of another.
  let crickFirst = 0;
  let crickLast = -1;
  const settleCrick = () => {
    if (crickLast < 0) return;
    const start = n - 1 - crickLast;
    const segment = reverseComplement(text.slice(Math.max(from, crickFirst - reach), crickLast + 1));
    windowMatches(pattern, segment, start, n - 1 - crickFirst, start, limit - found.watson.length, found.crick, checkpoint);
    crickLast = -1;
  };
  const crickEnd = (end: number) => {
    if (crickLast >= 0 && end - crickLast <= reach) crickLast = end;
    else {
      settleCrick();
      crickFirst = end;
      crickLast = end;
    }
    return full();
  };

  const watsonLast = 1 << (m - 1);
  if (strands.watson && strands.crick && m <= LANE_WIDTH) {
    const watsonAccepts = laneAccepts(pattern, false);
    const crickAccepts = laneAccepts(pattern, true);
    const accepts = watsonAccepts.map((bits, code) => bits | (crickAccepts[code]! << LANE_WIDTH));
    const crickLastBit = watsonLast << LANE_WIDTH;
    const onEnd: OnEnd = (end, row) => ((row & watsonLast) !== 0 && watsonEnd(end)) || ((row & crickLastBit) !== 0 && crickEnd(end));
    scan(pattern, text, from, to, accepts, 1 | (1 << LANE_WIDTH), watsonLast | crickLastBit, onEnd, checkpoint);
  } else {
    if (strands.watson) scan(pattern, text, from, to, laneAccepts(pattern, false), 1, watsonLast, watsonEnd, checkpoint);
    if (strands.crick && !full()) scan(pattern, text, from, to, laneAccepts(pattern, true), 1, watsonLast, crickEnd, checkpoint);
  }
  if (!full()) settleWatson();
  if (!full()) settleCrick();
  return found;
}
