// Where in a long sequence an approximate match can start: a fast first pass, so that the exact dynamic programming
// of approximateMatcher.ts runs only around those places (a chromosome is 30 million bases; most of it holds no
// match). The pass is the bit-parallel matcher of Wu and Manber: for each number of edits d ≤ k, one machine word
// whose bit i says "the pattern's first i+1 positions match a stretch ending at the current residue with at most d
// edits", updated by a few shifts and masks per residue. It applies to patterns of at most 31 positions with no
// optional ones (repeats {m,n} with m < n); others are searched whole.
import type { ApproximatePattern } from './approximatePattern';
import type { Checkpoint } from './checkpoint';
import { residueBit } from '../../../contracts/patmatch/residues';

/** Starts [from, to] (inclusive) to examine, in order, never closer than `reach` to each other. */
export type Windows = [number, number][];

const CHECK_EVERY = 1 << 20;

/** The bit-parallel pass applies: few enough positions for one 32-bit word, and none optional. */
export const filterApplies = (pattern: ApproximatePattern) => pattern.masks.length <= 31 && pattern.optional.every((flag) => flag === 0);

/**
 * The windows of starts that can hold a match of at most `mismatches` edits, from the ends the bit-parallel pass
 * finds: a match ending at e starts no earlier than e - reach, where reach = positions + mismatches (each residue of
 * a match is a pattern position or an insertion). Windows closer than `reach` are merged, so that every start a
 * match's own residues cover lies in the match's window.
 */
export function candidateWindows(pattern: ApproximatePattern, text: string, checkpoint: Checkpoint): Windows {
  const { masks, mismatches: k, kinds } = pattern;
  const m = masks.length;
  const reach = m + k;
  const n = text.length;
  if (pattern.anchoredStart) return n > 0 ? [[0, 0]] : [];
  if (pattern.anchoredEnd) return n > 0 ? [[Math.max(0, n - reach), n - 1]] : [];
  if (!filterApplies(pattern)) return n > 0 ? [[0, n - 1]] : [];

  // The positions each character (by its code) may stand at.
  const accepts = new Int32Array(256);
  for (let code = 0; code < 256; code += 1) {
    const bit = residueBit(code);
    for (let i = 0; i < m; i += 1) if ((masks[i]! >>> bit) & 1) accepts[code]! |= 1 << i;
  }
  const last = 1 << (m - 1);
  // Each kind's term is kept or dropped by a mask, so the loop has no branch on the kinds.
  const substitution = kinds.substitution ? -1 : 0;
  const insertion = kinds.insertion ? -1 : 0;
  const deletion = kinds.deletion ? -1 : 0;
  const rows = new Int32Array(k + 1);
  // Before any residue: the first d positions can be deleted.
  for (let d = 0; d <= k; d += 1) rows[d] = (1 << d) - 1 & deletion;

  const windows: Windows = [];
  const found = (j: number) => {
    // A match of at most k edits ends at residue j: its start lies in [j + 1 - reach, j].
    const from = Math.max(0, j + 1 - reach);
    const open = windows[windows.length - 1];
    if (open && from - open[1] <= reach) open[1] = j;
    else windows.push([from, j]);
  };
  if (k === 1) {
    // The common case, with both words in locals: about twice as fast as the general loop.
    let exact = rows[0]!;
    let one = rows[1]!;
    for (let j = 0; j < n; j += 1) {
      if ((j & (CHECK_EVERY - 1)) === 0) checkpoint();
      const allowed = accepts[text.charCodeAt(j) & 0xff]!;
      const before = exact;
      exact = ((exact << 1) | 1) & allowed;
      one = (((one << 1) | 1) & allowed) | (((before << 1) | 1) & substitution) | (before & insertion) | (((exact << 1) | 1) & deletion);
      if (one & last) found(j);
    }
    return windows;
  }
  for (let j = 0; j < n; j += 1) {
    if ((j & (CHECK_EVERY - 1)) === 0) checkpoint();
    const allowed = accepts[text.charCodeAt(j) & 0xff]!;
    let before = rows[0]!;
    let row = ((before << 1) | 1) & allowed;
    rows[0] = row;
    for (let d = 1; d <= k; d += 1) {
      const previousBefore = before;
      const previousNow = row;
      before = rows[d]!;
      row = (((before << 1) | 1) & allowed) | (((previousBefore << 1) | 1) & substitution) | (previousBefore & insertion) | (((previousNow << 1) | 1) & deletion);
      rows[d] = row;
    }
    if (row & last) found(j);
  }
  return windows;
}
