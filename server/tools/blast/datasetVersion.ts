// A fingerprint of what the BLAST databases are cut from: the locus, gene model and protein records (their places,
// structures and residues), the demo genome's seed, and the version of the cutting below. A database built under
// another fingerprint is out of date and is built again. Read a page at a time, so even the full-scale dataset
// (~130,000 such records) never holds the event loop for long.
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import { DEMO_GENOME_SEED } from '../../sequences/demoGenome';

/** Raise when the sequences cut from the same records change (sequences/cut.ts, fasta.ts, datasetFasta.ts). */
export const BLAST_DATABASE_FORMAT = 1;

const PAGE = 2_000;
const SOURCE_TYPES = ['gene', 'locus', 'protein'] as const;

export function genomeVersion(): string {
  return createHash('sha256').update(`genome ${DEMO_GENOME_SEED} ${BLAST_DATABASE_FORMAT}`).digest('hex');
}

export async function sqliteDatasetVersion(db: Db): Promise<string> {
  const hash = createHash('sha256').update(`records ${DEMO_GENOME_SEED} ${BLAST_DATABASE_FORMAT}\n`);
  const page = db.prepare<[string, string, number], { id: string; body: string }>(
    'SELECT id, body FROM records WHERE type = ? AND id > ? ORDER BY id LIMIT ?',
  );
  for (const type of SOURCE_TYPES) {
    let after = '';
    for (;;) {
      const rows = page.all(type, after, PAGE);
      for (const row of rows) hash.update(`${type}\t${row.id}\t${row.body.length}\t`).update(row.body).update('\n');
      if (rows.length < PAGE) break;
      after = rows[rows.length - 1]!.id;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
  return hash.digest('hex');
}
