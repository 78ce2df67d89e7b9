import { describe, expect, it } from 'vitest';
import { isFlagSet } from './PhyloTree';

describe('isFlagSet', () => {
  it("counts 'T', 'true' and true as set, anything else as not", () => {
    expect([true, 'T', 'true', ' t '].map(isFlagSet)).toEqual([true, true, true, true]);
    expect([false, 'F', 'false', '', null, undefined, 1, {}].map(isFlagSet)).toEqual(Array(8).fill(false));
  });
});
