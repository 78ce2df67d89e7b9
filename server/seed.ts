// Seeds the records table from the msw fixtures of locus, gene and protein (the records the front end's mock mode
// serves, with the same keys, names and accessions as mocks/detailHandlers.ts).
// STAND-IN: this exists only until the curated demo dataset of issue 3 (data/, every record type of 002 §2.3,
// cross-linked, real Arabidopsis facts) replaces it; then seeding reads that dataset instead of the fixtures.
import type { DetailFixture } from '../mocks/detailHandlers';
import { geneFixtures } from '../mocks/fixtures/gene';
import { locusFixtures } from '../mocks/fixtures/locus';
import { proteinFixtures } from '../mocks/fixtures/protein';
import type { Db } from './db/database';
import { recordStore, type RecordRow } from './db/records';

export const seedFixtureSets: Record<string, DetailFixture[]> = {
  locus: locusFixtures,
  gene: geneFixtures,
  protein: proteinFixtures,
};

/** The row of one fixture. Its bare-number accession is its key, so the column keeps the other form ("Locus:…"). */
export function rowFromFixture(type: string, fixture: DetailFixture): RecordRow {
  const others = fixture.accessions.filter((accession) => accession !== fixture.key);
  if (others.length > 1) throw new Error(`${type} ${fixture.key}: only one accession besides the key can be stored.`);
  return {
    type,
    id: fixture.key,
    name: fixture.name,
    accession: others[0] ?? null,
    body: JSON.stringify(fixture.record()),
  };
}

/**
 * Fills an empty records table, in one transaction; does nothing when it holds any record (a second start reuses
 * the database). Returns the number of records inserted.
 */
export function seedDatabase(db: Db): number {
  const records = recordStore(db);
  return db
    .transaction(() => {
      if (records.count() > 0) return 0;
      let inserted = 0;
      for (const [type, fixtures] of Object.entries(seedFixtureSets)) {
        for (const fixture of fixtures) {
          records.insert(rowFromFixture(type, fixture));
          inserted += 1;
        }
      }
      return inserted;
    })
    .immediate();
}
