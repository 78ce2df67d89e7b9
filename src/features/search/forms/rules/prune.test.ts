import { describe, expect, it } from 'vitest';
import { prunePayload } from './prune';

describe('001 §5 pruning', () => {
  it("drops empty text, false and 'any'", () => {
    expect(prunePayload({ detailSearchText: '', keywordTerm: '   ', include_obsolete: false, chromosome: 'any', searchBy: 'name' })).toEqual({ searchBy: 'name' });
  });

  it("keeps true, numbers (zero too) and text with something in it", () => {
    expect(prunePayload({ include_obsolete: true, startPos: 0, detailSearchText: 'F-box' })).toEqual({ include_obsolete: true, startPos: 0, detailSearchText: 'F-box' });
  });

  it("drops lists that are empty or hold only 'any'; beside chosen values 'any' (no restriction) is left out", () => {
    expect(prunePayload({ evidence: ['any'], advanced: [], geneModelType: ['any', 'pseudogene'] })).toEqual({ geneModelType: ['pseudogene'] });
  });

  it('drops a row left with no fields, and a list left with no rows', () => {
    expect(
      prunePayload({
        searchTerms: [
          { search_type: 'name', search_method: 'contains', search_input: 'CIW' },
          { search_input: '', other: 'any' },
        ],
        mapLocation: [{ chromosome: 'any', low_range: '' }],
      }),
    ).toEqual({ searchTerms: [{ search_type: 'name', search_method: 'contains', search_input: 'CIW' }] });
  });

  it('leaves nothing of a form left at its defaults', () => {
    expect(prunePayload({ restrictByFeatures: [{ isAbrcStock: false, cc_ploidy: 'any', mutagen: 'any' }] })).toEqual({});
  });
});
