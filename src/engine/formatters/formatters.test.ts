import { describe, expect, it } from 'vitest';
import { evidenceCodeName, formatAuthors, formatDate, formatters } from '.';

describe('formatters', () => {
  it('shows dates as YYYY-MM-DD', () => {
    expect(formatDate('2023-11-02T08:15:00.000Z')).toBe('2023-11-02');
    expect(formatDate(Date.UTC(2020, 0, 5))).toBe('2020-01-05');
  });

  it("shows 'Not specified' for a missing or unreadable date", () => {
    expect(formatDate(null)).toBe('Not specified');
    expect(formatDate('')).toBe('Not specified');
    expect(formatDate('someday')).toBe('Not specified');
  });

  it('names known evidence codes and calls the rest Unknown', () => {
    expect(evidenceCodeName('IEA')).toBe('Inferred from Electronic Annotation');
    expect(evidenceCodeName('XYZ')).toBe('Unknown');
  });

  it("lists the first 6 authors then 'et al.'", () => {
    expect(formatAuthors(['A', 'B', 'C', 'D', 'E', 'F', 'G'])).toBe('A, B, C, D, E, F et al.');
    expect(formatAuthors(['Ooka H', 'Satoh K'])).toBe('Ooka H, Satoh K');
  });

  it('reads map orientation', () => {
    expect(formatters.orientation('F')).toBe('forward');
    expect(formatters.orientation('R')).toBe('reverse');
    expect(formatters.orientation('?')).toBe('unknown');
  });

  it('shows insert size 0 as Unknown and T/F as Yes/No', () => {
    expect(formatters.insertSize(0)).toBe('Unknown');
    expect(formatters.insertSize(2400)).toBe('2400');
    expect(formatters.yesNo('T')).toBe('Yes');
    expect(formatters.yesNo('F')).toBe('No');
  });

  it('strips a trailing gene model number', () => {
    expect(formatters.stripNumericSuffix('AT1G01010.1')).toBe('AT1G01010');
  });

  it('shows a plain value, or the name of an object', () => {
    expect(formatters.nameOrValue('Root salt stress time course')).toBe('Root salt stress time course');
    expect(formatters.nameOrValue({ name: 'AT1G01010', locusId: 2200935 })).toBe('AT1G01010');
    expect(formatters.nameOrValue({ locusId: 2200935 })).toBe('');
    expect(formatters.nameOrValue({ name: { nested: 'x' } })).toBe('');
    expect(formatters.nameOrValue(['AT1G01010'])).toBe('');
    expect(formatters.nameOrValue(null)).toBe('');
  });

  it("reports locus history status as 'obsolete' or 'in use'", () => {
    expect(formatters.obsoleteStatus(true)).toBe('obsolete');
    expect(formatters.obsoleteStatus(false)).toBe('in use');
  });
});
