// @vitest-environment node
// Each gene action and every sequence source reads only the body fields it names (store.ts BodyFields): over every
// locus of the demo dataset its answer is the one it gives from whole bodies, so no field it reads was left out. On
// both stores, whose projections of a body are written in each database's own SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_DRIVERS, type OpenedStore } from '../../db/storeDrivers.testSupport';
import { demoRecordRows } from '../../seed';
import { sequenceEntries } from '../../sequences/service';
import { SEQUENCE_FORMATS, SEQUENCE_SOURCE_IDS, sequenceSource } from '../../../contracts/sequences/sources';
import { searchAnnotations } from './annotations';
import { geneDescriptions } from './descriptions';
import { locusHistories } from './locusHistory';
import { microarrayElements } from './microarray';
import type { GeneActionStore } from './store';

describe.each(STORE_DRIVERS)('the body fields each reader names, on $name', (driver) => {
  let opened: OpenedStore;
  let projected: GeneActionStore;
  let whole: GeneActionStore;
  let locusNames: string[];
  let geneNames: string[];

  beforeAll(async () => {
    opened = await driver.open();
    const rows = demoRecordRows();
    await opened.insertRecords(rows);
    projected = opened.geneActions;
    // The same store with every field list dropped: whole bodies, as every read was before the lists.
    const store = opened.geneActions;
    whole = {
      ...store,
      loci: (ids) => store.loci(ids),
      genes: (ids) => store.genes(ids),
      genesByKey: (keys) => store.genesByKey(keys),
      arrayElements: (names) => store.arrayElements(names),
    };
    const names = (type: string) => rows.flatMap((row) => (row.type === type && row.name !== null ? [row.name.toUpperCase()] : [])).sort();
    locusNames = names('locus');
    geneNames = names('gene');
  }, 60_000);

  afterAll(async () => {
    await opened?.close();
  });

  it('give the descriptions, locus histories, microarray elements and annotations of whole bodies', async () => {
    expect(locusNames.length).toBeGreaterThan(500);
    const descriptions = await geneDescriptions(projected, locusNames);
    expect(descriptions.filter((doc) => doc.computational_description !== null).length).toBeGreaterThan(0);
    expect(descriptions).toEqual(await geneDescriptions(whole, locusNames));
    const histories = await locusHistories(projected, locusNames);
    expect(histories.some((doc) => doc.related_loci.length > 0)).toBe(true);
    expect(histories).toEqual(await locusHistories(whole, locusNames));
    const elements = await microarrayElements(projected, locusNames);
    expect(elements.length).toBeGreaterThan(0);
    expect(elements).toEqual(await microarrayElements(whole, locusNames));
    const search = { keywordTypes: [], criteria: { locusIds: locusNames }, limit: 10_000 };
    expect(await searchAnnotations(projected, search)).toEqual(await searchAnnotations(whole, search));
  });

  it.each(SEQUENCE_SOURCE_IDS)('give the sequences of whole bodies from %s, in every format', async (source) => {
    // A per-locus source answers every format alike; the demo loci lie far apart, so their intergenic regions are
    // about 100 MB in all, and forty loci are enough to compare.
    const perLocus = sequenceSource(source).level === 'locus';
    const loci = source === 'araport11_intergenic' ? locusNames.slice(0, 40) : locusNames;
    for (const format of perLocus ? (['one_per_locus'] as const) : SEQUENCE_FORMATS) {
      const request = { source, format, flank: 500 as const };
      const byLocus = await sequenceEntries(projected, { ...request, ids: { kind: 'locus', values: loci } });
      expect(byLocus.length).toBeGreaterThan(0);
      expect(byLocus).toEqual(await sequenceEntries(whole, { ...request, ids: { kind: 'locus', values: loci } }));
      const byModel = await sequenceEntries(projected, { ...request, ids: { kind: 'gene', values: geneNames } });
      expect(byModel).toEqual(await sequenceEntries(whole, { ...request, ids: { kind: 'gene', values: geneNames } }));
    }
  });
});
