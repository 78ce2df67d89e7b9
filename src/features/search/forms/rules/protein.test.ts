import { describe, expect, it } from 'vitest';
import { applyRules } from './payloadRules';
import { kdaToDa, proteinFilterRows } from './protein';

describe('001 §5 protein filters', () => {
  it('sends only the ticked filters, without the tick', () => {
    expect(
      proteinFilterRows([
        { enabled: true, type: 'length', min: 0, max: 2000 },
        { enabled: false, type: 'mw', min: 0, max: 500 },
        { enabled: true, type: 'pi', min: 1, max: 14 },
      ]),
    ).toEqual([
      { type: 'length', min: 0, max: 2000 },
      { type: 'pi', min: 1, max: 14 },
    ]);
  });

  it('multiplies a molecular weight typed in kDa by 1000', () => {
    expect(proteinFilterRows([{ enabled: true, type: 'mw', min: 12.3, max: 500 }])).toEqual([{ type: 'mw', min: 12300, max: 500000 }]);
    expect(kdaToDa(0.1)).toBe(100);
  });

  it('runs as the named rule on the payload', () => {
    const { payload } = applyRules({ physioSection: [{ enabled: true, type: 'mw', min: 10, max: 20 }] }, [{ rule: 'proteinFilters', field: 'physioSection' }]);
    expect(payload).toEqual({ physioSection: [{ type: 'mw', min: 10000, max: 20000 }] });
  });
});
