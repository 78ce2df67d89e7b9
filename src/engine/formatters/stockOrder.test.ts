import { describe, expect, it } from 'vitest';
import { formatters } from '.';

describe('stockOrderText', () => {
  it('offers an order link for an available stock, named after the stock', () => {
    expect(formatters.stockOrderText({ name: 'CD3-1000', stockAvailabilityType: 'available' })).toBe('Order CD3-1000');
  });

  it('offers none for a stock the stock centre cannot send', () => {
    for (const stockAvailabilityType of ['not available', 'not yet received', 'no longer distributed', null, undefined]) {
      expect(formatters.stockOrderText({ name: 'CD3-1000', stockAvailabilityType })).toBe('');
    }
  });

  it('offers none for a stock without a name or for anything that is not a stock', () => {
    expect(formatters.stockOrderText({ name: ' ', stockAvailabilityType: 'available' })).toBe('');
    for (const value of [null, 'available', ['available'], 7]) expect(formatters.stockOrderText(value)).toBe('');
  });
});
