import { describe, expect, it } from 'vitest';
import { locOfView, readBrowserAddress } from './genomeBrowserAddress';

describe('readBrowserAddress', () => {
  it('reads the region and the feature to mark', () => {
    expect(readBrowserAddress(new URLSearchParams('loc=Chr1:3518..6012&highlight=Chr1:3631..5899'))).toEqual({
      ok: true,
      region: { chromosome: 'Chr1', start: 3518, end: 6012 },
      highlight: { chromosome: 'Chr1', start: 3631, end: 5899 },
    });
  });

  it('opens on the default view without a loc, and ignores a mark it cannot read', () => {
    expect(readBrowserAddress(new URLSearchParams(''))).toMatchObject({ ok: true, region: { chromosome: 'Chr1', start: 22047, end: 32332 } });
    expect(readBrowserAddress(new URLSearchParams('loc=chr2:10..20&highlight=nowhere'))).toEqual({
      ok: true,
      region: { chromosome: 'Chr2', start: 10, end: 20 },
      highlight: undefined,
    });
  });

  it("says what is wrong with a loc it cannot read, in parseRegion's words", () => {
    expect(readBrowserAddress(new URLSearchParams('loc=Chr9:1..10'))).toMatchObject({ ok: false, message: expect.stringContaining('no chromosome "Chr9"') });
  });
});

describe('locOfView', () => {
  it("writes JBrowse's region in view as the address's loc", () => {
    expect(locOfView('Chr1:3,518..6,012')).toBe('Chr1:3518..6012');
    expect(locOfView('Chr1:30,000,000..30,427,671 Chr2:1..5,000')).toBe('Chr1:30000000..30427671');
    expect(locOfView('')).toBeUndefined();
  });
});
