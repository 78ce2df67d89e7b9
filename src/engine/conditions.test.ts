import { describe, expect, it } from 'vitest';
import { meetsCondition } from './conditions';

describe('showIf conditions', () => {
  const record = { stock: { stockAvailabilityType: 'available' }, annotationCount: 3, zero: 0, text: '12', flag: 'F', list: [], name: ' ' };

  it('equals compares exactly', () => {
    expect(meetsCondition({ path: 'stock.stockAvailabilityType', equals: 'available' }, record)).toBe(true);
    expect(meetsCondition({ path: 'stock.stockAvailabilityType', equals: 'not available' }, record)).toBe(false);
    expect(meetsCondition({ path: 'missing.path', equals: 'available' }, record)).toBe(false);
  });

  it('greaterThan takes numbers and numeric text, nothing else', () => {
    expect(meetsCondition({ path: 'annotationCount', greaterThan: 0 }, record)).toBe(true);
    expect(meetsCondition({ path: 'zero', greaterThan: 0 }, record)).toBe(false);
    expect(meetsCondition({ path: 'text', greaterThan: 10 }, record)).toBe(true);
    expect(meetsCondition({ path: 'name', greaterThan: -1 }, record)).toBe(false);
    expect(meetsCondition({ path: 'missing', greaterThan: -1 }, record)).toBe(false);
  });

  it('with neither, asks for a value that is there and is not a "no"', () => {
    expect(meetsCondition({ path: 'annotationCount' }, record)).toBe(true);
    for (const path of ['zero', 'flag', 'list', 'name', 'missing']) expect(meetsCondition({ path }, record), path).toBe(false);
  });

  it("reads a flag as shown when it is 'T' or true, hidden when it is 'F', false or null (the person page's displayEmail)", () => {
    for (const shown of ['T', true]) expect(meetsCondition({ path: 'displayEmail' }, { displayEmail: shown }), String(shown)).toBe(true);
    for (const hidden of ['F', false, null]) expect(meetsCondition({ path: 'displayEmail' }, { displayEmail: hidden }), String(hidden)).toBe(false);
  });

  it('not turns the condition round: no count above zero, including no count at all', () => {
    expect(meetsCondition({ path: 'annotationCount', greaterThan: 0, not: true }, record)).toBe(false);
    expect(meetsCondition({ path: 'zero', greaterThan: 0, not: true }, record)).toBe(true);
    expect(meetsCondition({ path: 'missing', greaterThan: 0, not: true }, record)).toBe(true);
    expect(meetsCondition({ path: 'flag', not: true }, record)).toBe(true);
  });
});
