import { describe, expect, it } from 'vitest';
import { germplasmProgenyLines, PROGENY_LINES_SHOWN } from './pedigree';

const lines = (count: number) => Array.from({ length: count }, (_, index) => ({ name: `line ${index + 1}`, tairObjectId: 4700001 + index }));

describe('germplasmProgenyLines', () => {
  it('lists every progeny line of a germplasm with up to 1,000, in the order given', () => {
    expect(germplasmProgenyLines({ pedigree: { progenyLines: lines(3) } })).toEqual(lines(3));
    expect(germplasmProgenyLines({ pedigree: { progenyLines: lines(1000) } })).toHaveLength(1000);
  });

  it('shows at most 1,000 progeny lines: the first 1,000 of 1,050', () => {
    const shown = germplasmProgenyLines({ pedigree: { progenyLines: lines(1050) } });
    expect(PROGENY_LINES_SHOWN).toBe(1000);
    expect(shown).toHaveLength(1000);
    expect(shown.at(-1)).toEqual({ name: 'line 1000', tairObjectId: 4700001 + 999 });
  });

  it('gives no lines for a germplasm without a pedigree or with a malformed one', () => {
    expect(germplasmProgenyLines({ name: 'Col-0' })).toEqual([]);
    expect(germplasmProgenyLines({ pedigree: null })).toEqual([]);
    expect(germplasmProgenyLines({ pedigree: { progenyLines: 'many' } })).toEqual([]);
  });
});
