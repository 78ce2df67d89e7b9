import { describe, expect, it } from 'vitest';
import { generateLargeLocus } from '../../../data/records/locus/fixtures/largeLocus';
import { nac001Locus } from '../../../mocks/fixtures/locus';
import { FIRST_PAINT_SECTIONS, HEAVY_RECORD_ITEMS, listItemsUpTo, sectionsInFirstPaint } from './firstPaint';

describe('the first paint of a detail page', () => {
  it('counts list items at any depth, stopping at the limit', () => {
    const record = { a: [1, 2, 3], b: { c: [{ d: [1, 2] }, null] }, e: 'text', f: null };
    expect(listItemsUpTo(record, 100)).toBe(3 + 2 + 2);
    expect(listItemsUpTo(record, 4)).toBe(4);
    expect(listItemsUpTo(null, 10)).toBe(0);
  });

  it('holds every section of an ordinary record', () => {
    expect(sectionsInFirstPaint(nac001Locus as Record<string, unknown>, 12, false)).toBe(12);
  });

  it('holds the first sections of a heavy record, the title and summary coming with them', () => {
    const large = generateLargeLocus() as unknown as Record<string, unknown>;
    expect(listItemsUpTo(large, Infinity)).toBeGreaterThan(HEAVY_RECORD_ITEMS);
    expect(sectionsInFirstPaint(large, 12, false)).toBe(FIRST_PAINT_SECTIONS);
    expect(sectionsInFirstPaint(large, 1, false)).toBe(1);
  });

  it('holds every section of a heavy record when the address lands on one', () => {
    expect(sectionsInFirstPaint(generateLargeLocus() as unknown as Record<string, unknown>, 12, true)).toBe(12);
  });
});
