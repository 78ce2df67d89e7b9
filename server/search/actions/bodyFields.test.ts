// @vitest-environment node
// Each gene action and every sequence source reads only the body fields it names (store.ts BodyFields): over every
// locus of the demo dataset its answer is the one it gives from whole bodies, so no field it reads was left out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/database';
import { seedRecords } from '../../seed';
import { sequenceEntries } from '../../sequences/service';
import { SEQUENCE_FORMATS, SEQUENCE_SOURCE_IDS, sequenceSource } from '../../../contracts/sequences/sources';
import { tempDir, type TempDir } from '../../testing';
import { searchAnnotations } from './annotations';
import { geneDescriptions } from './descriptions';
import { locusHistories } from './locusHistory';
import { microarrayElements } from './microarray';
import { sqliteGeneActionStore } from './sqliteStore';
import type { GeneActionStore } from './store';

let temp: TempDir;
let db: Db;
let projected: GeneActionStore;
let whole: GeneActionStore;
let locusNames: string[];
let geneNames: string[];

beforeAll(() => {
  temp = tempDir('portal-body-fields-');
  db = openDatabase(temp.file('portal.sqlite'));
  seedRecords(db);
  projected = sqliteGeneActionStore(db);
  // The same store with every field list dropped: whole bodies, as every read was before the lists.
  const store = sqliteGeneActionStore(db);
  whole = {
    ...store,
    loci: (ids) => store.loci(ids),
    genes: (ids) => store.genes(ids),
    genesByKey: (keys) => store.genesByKey(keys),
    arrayElements: (names) => store.arrayElements(names),
  };
  const names = (type: string) => db.prepare<[string], { name: string }>('SELECT name FROM records WHERE type = ? AND name IS NOT NULL ORDER BY name').all(type).map((row) => row.name);
  locusNames = names('locus');
  geneNames = names('gene');
}, 60_000);

afterAll(() => {
  db?.close();
  temp?.remove();
});

describe('the body fields each reader names', () => {
  it('give the descriptions, locus histories, microarray elements and annotations of whole bodies', () => {
    expect(locusNames.length).toBeGreaterThan(500);
    const descriptions = geneDescriptions(projected, locusNames);
    expect(descriptions.filter((doc) => doc.computational_description !== null).length).toBeGreaterThan(0);
    expect(descriptions).toEqual(geneDescriptions(whole, locusNames));
    const histories = locusHistories(projected, locusNames);
    expect(histories.some((doc) => doc.related_loci.length > 0)).toBe(true);
    expect(histories).toEqual(locusHistories(whole, locusNames));
    const elements = microarrayElements(projected, locusNames);
    expect(elements.length).toBeGreaterThan(0);
    expect(elements).toEqual(microarrayElements(whole, locusNames));
    const search = { keywordTypes: [], criteria: { locusIds: locusNames }, limit: 10_000 };
    expect(searchAnnotations(projected, search)).toEqual(searchAnnotations(whole, search));
  });

  it.each(SEQUENCE_SOURCE_IDS)('give the sequences of whole bodies from %s, in every format', (source) => {
    // A per-locus source answers every format alike; the demo loci lie far apart, so their intergenic regions are
    // about 100 MB in all, and forty loci are enough to compare.
    const perLocus = sequenceSource(source).level === 'locus';
    const loci = source === 'araport11_intergenic' ? locusNames.slice(0, 40) : locusNames;
    for (const format of perLocus ? (['one_per_locus'] as const) : SEQUENCE_FORMATS) {
      const request = { source, format, flank: 500 as const };
      const byLocus = sequenceEntries(projected, { ...request, ids: { kind: 'locus', values: loci } });
      expect(byLocus.length).toBeGreaterThan(0);
      expect(byLocus).toEqual(sequenceEntries(whole, { ...request, ids: { kind: 'locus', values: loci } }));
      const byModel = sequenceEntries(projected, { ...request, ids: { kind: 'gene', values: geneNames } });
      expect(byModel).toEqual(sequenceEntries(whole, { ...request, ids: { kind: 'gene', values: geneNames } }));
    }
  });
});
