import { describe, expect, it } from 'vitest';
import type { RecordTypeConfigData } from '../config/format';
import { ecotypeAltitude, ecotypeLatitude } from './ecotypeRanges';
import { geneFeatures } from './geneFeatures';
import { loadedDerivation, preloadDerivations } from './loading';
import { locusSymbols } from './locusSummary';

// Only the parts of a config that preloading reads: the derivations its fields name.
const configNaming = (...names: string[]) =>
  ({ sections: [{ fields: names.map((derive) => ({ label: derive, kind: 'text', derive })) }] }) as unknown as RecordTypeConfigData;

describe('derivations loaded on demand', () => {
  it('has the locus page derivations from the start', () => {
    expect(loadedDerivation('locusSymbols')).toBe(locusSymbols);
  });

  it('loads the ones a page names before it renders, and only those', async () => {
    expect(() => loadedDerivation('geneFeatures')).toThrow('The derivation geneFeatures has not loaded.');
    await preloadDerivations(configNaming('geneFeatures', 'locusSymbols'));
    expect(loadedDerivation('geneFeatures')).toBe(geneFeatures);
    expect(() => loadedDerivation('ecotypeLatitude')).toThrow('has not loaded');
    await preloadDerivations(configNaming('ecotypeLatitude'));
    expect(loadedDerivation('ecotypeLatitude')).toBe(ecotypeLatitude);
  });

  it('loads the ones only the summary band names, in its items or their parts', async () => {
    expect(() => loadedDerivation('ecotypeAltitude')).toThrow('has not loaded');
    const config = {
      ...configNaming('locusSymbols'),
      summary: { label: 'Ecotype at a glance', items: [{ kind: 'location', label: 'Altitude', strand: { derive: 'ecotypeAltitude' } }] },
    } as unknown as RecordTypeConfigData;
    await preloadDerivations(config);
    expect(loadedDerivation('ecotypeAltitude')).toBe(ecotypeAltitude);
  });
});
