// Seeded randomness for the full-scale dataset. Every entity draws from its own stream, keyed by (seed, stream
// name, index), so any record can be rebuilt on its own and a run gives the same rows whatever the order of work.

/** An avalanche of 32 bits: every input bit flips about half the output bits (a multiply-xorshift finaliser). */
function scramble(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) h = Math.imul(h ^ text.charCodeAt(index), 0x01000193);
  return scramble(h);
}

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  below(n: number): number;
  /** An integer in [min, max], both included. */
  between(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An item chosen with probability proportional to its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
}

/** A counter run through the finaliser: small, fast, and good enough for synthetic data. */
export function randomFrom(state: number): Random {
  let counter = state >>> 0;
  const next = () => {
    counter = (counter + 0x9e3779b9) >>> 0;
    return scramble(counter ^ scramble(counter)) / 4294967296;
  };
  const below = (n: number) => Math.floor(next() * n);
  return {
    next,
    below,
    between: (min, max) => min + below(max - min + 1),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('Cannot pick from an empty list.');
      return items[below(items.length)] as (typeof items)[number];
    },
    weighted: (items) => {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let target = next() * total;
      for (const [item, weight] of items) {
        target -= weight;
        if (target < 0) return item;
      }
      return (items[items.length - 1] as (typeof items)[number])[0];
    },
  };
}

/** The stream of one entity: the same (seed, stream, index) always gives the same numbers. */
export function randomFor(seed: number, stream: string, index: number): Random {
  return randomFrom(scramble(scramble(seed) ^ hashText(stream)) ^ scramble(index + 0x632be5ab));
}
