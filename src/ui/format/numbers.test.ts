import { describe, expect, it } from 'vitest';
import { formatQuantity, formatYear } from './numbers';

describe('formatQuantity', () => {
  it('groups the thousands of a quantity', () => {
    expect(formatQuantity(1234567)).toBe('1,234,567');
    expect(formatQuantity('30427671')).toBe('30,427,671');
  });

  it('keeps at most the given decimals', () => {
    expect(formatQuantity(12345.5)).toBe('12,345.5');
    expect(formatQuantity(5.12345)).toBe('5.123');
    expect(formatQuantity(5.12345, 2)).toBe('5.12');
  });

  it('reads a number already grouped, and leaves other text as it is', () => {
    expect(formatQuantity('1,234')).toBe('1,234');
    expect(formatQuantity('unknown')).toBe('unknown');
    expect(formatQuantity(null)).toBe('');
    expect(formatQuantity('')).toBe('');
  });
});

describe('formatYear', () => {
  it('prints a year as its digits, never grouped', () => {
    expect(formatYear(2026)).toBe('2026');
    expect(formatYear('1999')).toBe('1999');
    expect(formatYear(null)).toBe('');
  });
});
