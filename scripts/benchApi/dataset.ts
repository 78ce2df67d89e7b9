// What the benchmark needs from the scale database: the keys to ask for and the counts to report.
import Database from 'better-sqlite3';

export interface DatasetFacts {
  loci: number;
  geneModels: number;
  proteins: number;
  publications: number;
  annotations: number;
  fileBytes: number;
}

export function readDataset(file: string): { facts: DatasetFacts; keys: Record<'locus' | 'publication', string[]> } {
  const db = new Database(file, { readonly: true });
  try {
    const countOf = db.prepare<[string], { count: number }>('SELECT count(*) AS count FROM records WHERE type = ?');
    const idsOf = db.prepare<[string], { id: string }>('SELECT id FROM records WHERE type = ? ORDER BY id');
    // Annotations live inside the locus records, in their annotation groups.
    const annotations = db
      .prepare<[], { count: number | null }>(
        `SELECT sum(json_array_length(groups.value, '$.annotations')) AS count
         FROM records, json_each(records.body, '$.annotationGroups') AS groups
         WHERE records.type = 'locus'`,
      )
      .get();
    const { page_count: pages } = db.prepare<[], { page_count: number }>('PRAGMA page_count').get()!;
    const { page_size: pageSize } = db.prepare<[], { page_size: number }>('PRAGMA page_size').get()!;
    return {
      facts: {
        loci: countOf.get('locus')!.count,
        geneModels: countOf.get('gene')!.count,
        proteins: countOf.get('protein')!.count,
        publications: countOf.get('publication')!.count,
        annotations: annotations?.count ?? 0,
        fileBytes: pages * pageSize,
      },
      keys: {
        locus: idsOf.all('locus').map((row) => row.id),
        publication: idsOf.all('publication').map((row) => row.id),
      },
    };
  } finally {
    db.close();
  }
}
