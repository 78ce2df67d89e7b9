// Weighted spreading of annotations over loci and of loci over publications, in typed arrays.
import type { Random } from './random';

/** A one-to-many relation in compressed form: the items of row r are items[offsets[r] .. offsets[r + 1]). */
export interface Links {
  offsets: Uint32Array;
  items: Uint32Array;
}

export const linksOf = (links: Links, row: number) => links.items.subarray(links.offsets[row], links.offsets[row + 1]);

/** Draws indices with probability proportional to their weights (binary search over running totals). */
function weightedSampler(weights: Float64Array, random: Random) {
  const running = new Float64Array(weights.length);
  let total = 0;
  weights.forEach((weight, index) => {
    total += weight;
    running[index] = total;
  });
  return () => {
    const target = random.next() * total;
    let low = 0;
    let high = running.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (running[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return low;
  };
}

/** Exactly `total` units spread over the weighted indices, none holding more than `cap`. */
export function allocateWeighted(total: number, weights: Float64Array, cap: number, random: Random): Uint16Array {
  if (total > weights.length * cap) throw new Error(`${total} cannot be spread over ${weights.length} with at most ${cap} each.`);
  const counts = new Uint16Array(weights.length);
  const draw = weightedSampler(weights, random);
  let full = 0;
  for (let given = 0; given < total; ) {
    // Once the heavy indices are full, rejection gets slow: fall back to a uniform draw.
    const index = full * 2 > weights.length ? random.below(weights.length) : draw();
    if (counts[index]! >= cap) continue;
    counts[index]! += 1;
    if (counts[index] === cap) full += 1;
    given += 1;
  }
  return counts;
}

/** How many loci one publication is about: most are about one or a few, genome-wide studies about dozens. */
function lociPerPublication(random: Random): number {
  const roll = random.next();
  if (roll < 0.08) return 0;
  if (roll < 0.53) return 1;
  if (roll < 0.78) return random.between(2, 3);
  if (roll < 0.95) return random.between(4, 10);
  return random.between(11, 40);
}

/**
 * Publication → loci (popular loci drawn more often, no locus twice in one publication, none in more than `cap`
 * publications) and its inverse, locus → publications in publication order.
 */
export function buildLinks(publications: number, weights: Float64Array, cap: number, random: Random): { forward: Links; inverse: Links } {
  const loci = weights.length;
  const draw = weightedSampler(weights, random);
  const perLocus = new Uint32Array(loci);
  const offsets = new Uint32Array(publications + 1);
  const items: number[] = [];
  let saturated = 0;
  for (let publication = 0; publication < publications; publication += 1) {
    const wanted = Math.min(lociPerPublication(random), loci - saturated);
    const chosen = new Set<number>();
    for (let attempt = 0; chosen.size < wanted && attempt < wanted * 50; attempt += 1) {
      const locus = attempt < wanted * 25 ? draw() : random.below(loci);
      if (perLocus[locus]! >= cap || chosen.has(locus)) continue;
      chosen.add(locus);
      perLocus[locus]! += 1;
      if (perLocus[locus] === cap) saturated += 1;
    }
    items.push(...[...chosen].sort((a, b) => a - b));
    offsets[publication + 1] = items.length;
  }
  const forward: Links = { offsets, items: Uint32Array.from(items) };

  const inverseOffsets = new Uint32Array(loci + 1);
  for (let locus = 0; locus < loci; locus += 1) inverseOffsets[locus + 1] = inverseOffsets[locus]! + perLocus[locus]!;
  const inverseItems = new Uint32Array(forward.items.length);
  const filled = inverseOffsets.slice(0, loci);
  for (let publication = 0; publication < publications; publication += 1) {
    for (const locus of linksOf(forward, publication)) inverseItems[filled[locus]!++] = publication;
  }
  return { forward, inverse: { offsets: inverseOffsets, items: inverseItems } };
}
