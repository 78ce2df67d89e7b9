import { describe, expect, it } from 'vitest';
import { accountType } from './accountType';

describe('account type', () => {
  it('is basic, with symbol registration, when the institution has no status', () => {
    expect(accountType({ name: '', status: '' }, true)).toEqual({
      kind: 'basic',
      sentence: 'Basic TAIR Account and Gene Class Symbol registration.',
      note: 'Your institution is not subscribed to TAIR.',
    });
  });

  it("is basic, naming the institution, when its status is 'not subscribed'", () => {
    expect(accountType({ name: 'Nottingham Arabidopsis Stock Centre', status: 'not subscribed' }, false)).toEqual({
      kind: 'basic',
      sentence: 'Basic TAIR Account without Gene Class Symbol registration.',
      note: 'Nottingham Arabidopsis Stock Centre is not subscribed to TAIR.',
    });
  });

  it('is institutional for any other status', () => {
    expect(accountType({ name: 'Local Demo Institution', status: 'subscribed' }, true)).toEqual({
      kind: 'institutional',
      sentence: 'Institutional TAIR Account - includes full access to TAIR pages and Gene Class Symbol registration.',
      note: null,
    });
    expect(accountType({ name: 'Local Demo Institution', status: 'subscribed' }, false).sentence).toBe(
      'Institutional TAIR Account - includes full access to TAIR pages without Gene Class Symbol registration.',
    );
  });
});
