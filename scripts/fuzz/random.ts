// A small seeded generator, so that a fuzz run is the same every time for the same seed and can be repeated.

export type Random = () => number;

/** mulberry32: 32-bit state, uniform floats in [0, 1). */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: a stable number for a text (each record type gets its own stream of mutations). */
export function seedOf(text: string, base = 0): number {
  let hash = (0x811c9dc5 ^ base) >>> 0;
  for (const character of text) {
    hash ^= character.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export const pick = <T>(random: Random, items: readonly T[]): T => {
  if (items.length === 0) throw new Error('Nothing to pick from.');
  return items[Math.floor(random() * items.length)] as T;
};

export const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));
