// A brute-force oracle for approximate matching, for tests: it shares nothing with the matchers but the parser. It
// spells the pattern out in every way its repeats allow, compares each spelling with every stretch of the sequence
// by the textbook edit-distance table, and applies the reporting rule (approximateMatcher.ts) literally.
import type { EditKinds } from './approximatePattern';
import { parsePattern, type PatternItem } from '../../../contracts/patmatch/pattern';
import { residueBit } from '../../../contracts/patmatch/residues';

/** A small seeded generator, so a failure can be replayed. */
export function random(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % below;
  };
}

/** Every row of residue masks the items can spell. */
function spellings(items: readonly PatternItem[]): number[][] {
  let rows: number[][] = [[]];
  for (const item of items) {
    const inner = item.kind === 'residue' ? [[item.mask]] : spellings(item.items);
    const options: number[][] = [];
    for (let count = item.min; count <= (item.max as number); count += 1) {
      let repeated: number[][] = [[]];
      for (let time = 0; time < count; time += 1) repeated = repeated.flatMap((row) => inner.map((more) => [...row, ...more]));
      options.push(...repeated);
    }
    rows = rows.flatMap((row) => options.map((option) => [...row, ...option]));
  }
  return rows;
}

/** Fewest edits turning the spelling into `stretch`, with only the allowed kinds (the classic full table). */
function editDistance(spelling: readonly number[], stretch: string, kinds: EditKinds): number {
  const big = 1000;
  const table: number[][] = [];
  for (let i = 0; i <= spelling.length; i += 1) {
    table.push([]);
    for (let j = 0; j <= stretch.length; j += 1) {
      if (i === 0 && j === 0) {
        table[i]![j] = 0;
        continue;
      }
      const options = [big];
      if (i > 0 && j > 0) {
        const same = (spelling[i - 1]! >>> residueBit(stretch.charCodeAt(j - 1))) & 1;
        if (same) options.push(table[i - 1]![j - 1]!);
        else if (kinds.substitution) options.push(table[i - 1]![j - 1]! + 1);
      }
      if (i > 0 && kinds.deletion) options.push(table[i - 1]![j]! + 1);
      if (j > 0 && kinds.insertion) options.push(table[i]![j - 1]! + 1);
      table[i]![j] = Math.min(...options);
    }
  }
  return table[spelling.length]![stretch.length]!;
}

/** [start, end, edits] of each reported match, positions 0-based, end exclusive. */
export function oracle(patternText: string, text: string, mismatches: number, kinds: EditKinds) {
  const pattern = parsePattern(patternText, 'nucleotide');
  const rows = spellings(pattern.items);
  const cost = (start: number, end: number) => {
    if (pattern.anchoredStart && start !== 0) return mismatches + 1;
    if (pattern.anchoredEnd && end !== text.length) return mismatches + 1;
    return Math.min(mismatches + 1, ...rows.map((row) => editDistance(row, text.slice(start, end), kinds)));
  };
  const best: { cost: number; end: number }[] = [];
  for (let start = 0; start < text.length; start += 1) {
    let found = { cost: mismatches + 1, end: start };
    for (let end = start + 1; end <= text.length; end += 1) {
      const value = cost(start, end);
      if (value <= found.cost) found = { cost: value, end };
    }
    best.push(found);
  }
  const hits: [number, number, number][] = [];
  let free = 0;
  for (let start = 0; start < text.length; start += 1) {
    const { cost: value, end } = best[start]!;
    if (value > mismatches || start < free) continue;
    if (best.slice(start + 1, end).some((other) => other.cost < value)) continue;
    hits.push([start, end, value]);
    free = end;
  }
  return hits;
}
