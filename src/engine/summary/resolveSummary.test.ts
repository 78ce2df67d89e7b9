import { afterEach, describe, expect, it, vi } from 'vitest';
import { nac001Locus } from '../../../mocks/fixtures/locus';
import { resolveSummaryItems } from './resolveSummary';

afterEach(() => vi.restoreAllMocks());

describe('the summary items resolved against a record', () => {
  it('leaves out an item that cannot be read and keeps the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const items = resolveSummaryItems(
      [
        // Progeny lines load with the germplasm page only: on a locus page this derivation is not there.
        { kind: 'value', label: 'Progeny', derive: 'germplasmProgenyLines' },
        { kind: 'value', label: 'AGI Code', path: 'name' },
      ],
      nac001Locus,
    );
    expect(items.map((item) => item.label)).toEqual(['AGI Code']);
    expect(warn).toHaveBeenCalledWith('The summary item "Progeny" could not be read.', expect.anything());
  });
});
