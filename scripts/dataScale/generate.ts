// Writes the full-scale dataset (loci, gene models, proteins, publications, transposon families, gene class
// symbols) into a database file made by the server's own openDatabase (so it has the migrated schema) through the
// records store's prepared insert, a few thousand rows per transaction. Records are built one locus (with its gene
// models and proteins), one publication or one family at a time and written straight away: memory holds the plan
// and one batch, never the dataset.
import { existsSync } from 'node:fs';
import { openDatabase } from '../../server/db/database';
import { recordStore, type RecordRow } from '../../server/db/records';
import { buildSearchIndex } from '../../server/search/buildIndex';
import { demoSeedDate } from '../../data/seedDate';
import { FULL_SCALE, geneId, geneSymbolId, isCurrentYearPublication, planDataset, transposonFamilyId, type ScaleCounts } from './plan';
import { emptyTally, tallyKeywords } from './records/annotations';
import { geneRecord } from './records/gene';
import { geneSymbolRecord, symbolLoci } from './records/geneSymbol';
import { locusRecord } from './records/locus';
import { proteinRecord } from './records/protein';
import { publicationRecord } from './records/publication';
import { familyElementCounts, transposonFamilyRecord } from './records/transposonFamily';

export const DEFAULT_SEED = 20_001_214;

export interface GenerateOptions {
  /** The database file to create; it must not hold records yet. */
  file: string;
  counts?: ScaleCounts;
  seed?: number;
  /**
   * The seeding date (YYYY-MM-DD): the current-year publications are of its year and were modified in the weeks
   * before it. Default: DEMO_SEED_DATE, else today.
   */
  seedDate?: string;
  /** Rows per transaction. */
  batchSize?: number;
  onProgress?: (message: string) => void;
}

export interface GeneratedCounts {
  loci: number;
  geneModels: number;
  proteins: number;
  publications: number;
  annotations: number;
  currentYearPublications: number;
  transposonFamilies: number;
  transposonElements: number;
  geneSymbols: number;
}

const countAnnotations = (groups: { annotations: unknown[] }[]) => groups.reduce((sum, group) => sum + group.annotations.length, 0);

export function generateScaleDataset({
  file,
  counts = FULL_SCALE,
  seed = DEFAULT_SEED,
  seedDate = demoSeedDate(),
  batchSize = 2_000,
  onProgress = () => {},
}: GenerateOptions): GeneratedCounts {
  const db = openDatabase(file);
  try {
    const records = recordStore(db);
    if (records.count() > 0) throw new Error(`${file} already holds records; the dataset is written into an empty database.`);
    const plan = planDataset(counts, seed, seedDate);
    const tally = emptyTally(counts.publications);
    const written: GeneratedCounts = {
      loci: 0,
      geneModels: 0,
      proteins: 0,
      publications: 0,
      annotations: 0,
      currentYearPublications: 0,
      transposonFamilies: 0,
      transposonElements: 0,
      geneSymbols: 0,
    };

    const writeBatch = db.transaction((rows: RecordRow[]) => {
      for (const row of rows) records.insert(row);
    });
    let batch: RecordRow[] = [];
    const add = (row: RecordRow) => {
      batch.push(row);
      if (batch.length >= batchSize) flush();
    };
    const flush = () => {
      if (batch.length > 0) writeBatch.immediate(batch);
      batch = [];
    };
    const progress = (what: string, done: number, total: number) => {
      const step = Math.max(1, Math.floor(total / 10));
      if (done % step === 0 || done === total) onProgress(`${what}: ${done.toLocaleString('en')} of ${total.toLocaleString('en')}`);
    };

    onProgress(`Planned ${counts.loci.toLocaleString('en')} loci, ${counts.geneModels.toLocaleString('en')} gene models and ${plan.proteins.toLocaleString('en')} proteins.`);
    for (let locus = 0; locus < counts.loci; locus += 1) {
      const built = locusRecord(plan, locus, tally);
      const { identity } = built;
      add({ type: 'locus', id: String(identity.locusId), name: identity.name, accession: `Locus:${identity.locusId}`, body: JSON.stringify(built.record) });
      written.loci += 1;
      written.annotations += countAnnotations(built.groups);
      for (let model = 0; model < plan.modelCount[locus]!; model += 1) {
        const gene = geneRecord(plan, built, locus, model);
        const id = geneId(plan.firstModel[locus]! + model);
        add({ type: 'gene', id: String(id), name: gene.name, accession: `Gene:${id}`, body: JSON.stringify(gene) });
        written.geneModels += 1;
      }
      for (const protein of built.proteins) {
        add({ type: 'protein', id: String(protein.id), name: protein.name, accession: `AASequence:${protein.id}`, body: JSON.stringify(proteinRecord(protein, identity)) });
        written.proteins += 1;
      }
      progress('Loci with their gene models and proteins', locus + 1, counts.loci);
    }
    for (let publication = 0; publication < counts.publications; publication += 1) {
      const record = publicationRecord(plan, publication, tally.annotationCount[publication]!, tallyKeywords(tally, publication));
      add({ type: 'publication', id: String(record.referenceId), name: null, accession: null, body: JSON.stringify(record) });
      written.publications += 1;
      if (isCurrentYearPublication(plan, publication)) written.currentYearPublications += 1;
      progress('Publications', publication + 1, counts.publications);
    }
    const elementCounts = familyElementCounts(plan);
    for (let family = 0, firstElement = 0; family < counts.transposonFamilies; firstElement += elementCounts[family]!, family += 1) {
      const record = transposonFamilyRecord(plan, family, elementCounts[family]!, firstElement);
      add({ type: 'transposonfamily', id: String(transposonFamilyId(family)), name: null, accession: null, body: JSON.stringify(record) });
      written.transposonFamilies += 1;
      written.transposonElements += record.associatedTransposons.length;
    }
    for (const locus of symbolLoci(plan)) {
      const record = geneSymbolRecord(plan, locus);
      add({ type: 'genesymbol', id: String(geneSymbolId(locus)), name: record.symbol.toUpperCase(), accession: null, body: JSON.stringify(record) });
      written.geneSymbols += 1;
    }
    onProgress(`Transposon families: ${written.transposonFamilies} (${written.transposonElements.toLocaleString('en')} elements); gene class symbols: ${written.geneSymbols.toLocaleString('en')}.`);
    flush();
    buildSearchIndex(db, onProgress);
    // Fold the write-ahead log into the database file and record index statistics for the query planner.
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.pragma('optimize');
    return written;
  } finally {
    db.close();
  }
}

/** Whether a database file already holds a generated dataset. */
export function hasScaleDataset(file: string): boolean {
  if (!existsSync(file)) return false;
  const db = openDatabase(file);
  try {
    return recordStore(db).count() > 0;
  } finally {
    db.close();
  }
}
