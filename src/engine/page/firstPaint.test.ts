import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_SECTIONS, sectionsInFirstPaint } from './firstPaint';

describe('the first paint of a detail page', () => {
  it('holds the first sections, the title and summary coming with them', () => {
    expect(sectionsInFirstPaint(12, false)).toBe(FIRST_PAINT_SECTIONS);
    expect(sectionsInFirstPaint(1, false)).toBe(1);
  });

  it('holds every section when the address lands on one', () => {
    expect(sectionsInFirstPaint(12, true)).toBe(12);
  });
});
