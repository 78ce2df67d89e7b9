// A fingerprint of what the BLAST databases are cut from: the locus, gene model and protein records (their places,
// structures and residues), the demo genome's seed, and the version of the cutting below. A database built under
// another fingerprint is out of date and is built again. Read a page at a time, so even the full-scale dataset
// (~130,000 such records) never holds the event loop for long.
import { createHash } from 'node:crypto';
import type { RecordReader } from '../../db/recordReader';
import { DEMO_GENOME_SEED } from '../../sequences/demoGenome';

/** Raise when the sequences cut from the same records change (sequences/cut.ts, fasta.ts, datasetFasta.ts). */
export const BLAST_DATABASE_FORMAT = 1;

const PAGE = 2_000;
const SOURCE_TYPES = ['gene', 'locus', 'protein'] as const;

export function genomeVersion(): string {
  return createHash('sha256').update(`genome ${DEMO_GENOME_SEED} ${BLAST_DATABASE_FORMAT}`).digest('hex');
}

export async function datasetVersion(records: RecordReader): Promise<string> {
  const hash = createHash('sha256').update(`records ${DEMO_GENOME_SEED} ${BLAST_DATABASE_FORMAT}\n`);
  for (const type of SOURCE_TYPES) {
    let after = '';
    for (;;) {
      const rows = await records.page(type, after, PAGE);
      for (const row of rows) hash.update(`${type}\t${row.id}\t${row.body.length}\t`).update(row.body).update('\n');
      if (rows.length < PAGE) break;
      after = rows[rows.length - 1]!.id;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
  return hash.digest('hex');
}
