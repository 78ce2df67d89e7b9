// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deepJunk, HUGE_LENGTH, MUTATION_KINDS, mutationsOf } from './mutations';
import { placesOf, type Json } from './json';

const record = {
  name: 'AT1G01010',
  locusId: 2200935,
  isObsolete: false,
  symbols: [{ name: 'NAC001', fullName: 'NAC domain containing protein 1' }],
  repGene: { geneId: 6530298709, description: 'NAC domain containing protein 1' },
  publications: Array.from({ length: 30 }, (_, index) => ({ referenceId: index, title: `Title ${index}` })),
};

const depthOf = (value: Json): number =>
  value !== null && typeof value === 'object' ? 1 + Math.max(0, ...Object.values(value).map((child) => depthOf(child as Json))) : 0;

describe('mutated detail responses', () => {
  it('are the same for the same seed and differ for another', () => {
    const once = mutationsOf(record, 40, 7);
    expect(JSON.stringify(mutationsOf(record, 40, 7))).toBe(JSON.stringify(once));
    expect(JSON.stringify(mutationsOf(record, 40, 8))).not.toBe(JSON.stringify(once));
  });

  it('take every kind in turn and change the record each time, leaving the original as it was', () => {
    const before = JSON.stringify(record);
    const mutations = mutationsOf(record, MUTATION_KINDS.length * 3, 1);
    expect(mutations.map((mutation) => mutation.kind).slice(0, MUTATION_KINDS.length)).toEqual([...MUTATION_KINDS]);
    for (const mutation of mutations) expect(JSON.stringify(mutation.body), mutation.description).not.toBe(before);
    expect(JSON.stringify(record)).toBe(before);
  });

  it('include 100 kB strings and junk at least 20 levels deep', () => {
    const mutations = mutationsOf(record, 80, 3);
    const longest = Math.max(...mutations.map((mutation) => Math.max(...JSON.stringify(mutation.body).split('"').map((part) => part.length))));
    expect(longest).toBeGreaterThanOrEqual(HUGE_LENGTH);
    expect(depthOf(deepJunk(20))).toBeGreaterThanOrEqual(20);
    expect(Math.max(...mutations.filter((mutation) => mutation.kind === 'deepJunk').map((mutation) => depthOf(mutation.body)))).toBeGreaterThanOrEqual(20);
  });

  it("add unknown keys as own properties that survive the trip over JSON, '__proto__' included", () => {
    const withProto = mutationsOf(record, 400, 5).find((mutation) => mutation.kind === 'unknownKeys' && mutation.description.includes('__proto__'));
    expect(withProto).toBeDefined();
    const sent = JSON.parse(JSON.stringify(withProto?.body)) as Json;
    expect(placesOf(sent).some((place) => place[place.length - 1] === '__proto__')).toBe(true);
  });
});
