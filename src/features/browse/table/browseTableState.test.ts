import { describe, expect, it } from 'vitest';
import { pageSizeChoices } from './browseTableState';

describe('the per-page choices of a browse table (002 §2.2)', () => {
  it('offers 25, 50, 100 and 250 per page, with a page size of its own among them', () => {
    expect(pageSizeChoices(25)).toEqual([25, 50, 100, 250]);
    expect(pageSizeChoices(500)).toEqual([25, 50, 100, 250, 500]);
    expect(pageSizeChoices(200)).toEqual([25, 50, 100, 200, 250]);
  });
});
