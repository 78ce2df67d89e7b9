// The gene-action store over PostgreSQL: records by key and name through the records table's indexes (many in one
// statement), annotations and locus positions through the derived rows of migration 008, brought up to date before
// they are read (derivedRows.ts). It reads on the primary: the derived rows it writes must be seen by its next read.
import type { Queryable } from '../../../db/postgres/connection';
import { idText, text } from '../json';
import type { AnnotationQuery, AnnotationRow, GeneActionStore, NeighbourLocus } from '../store';
import { annotationFrom } from './annotationQuery';
import { refreshDerivedRows } from './derivedRows';
import { distinct, recordsByKey, recordsByKeyOrName, recordsByName } from './recordLookups';

/** The value of one body field of one record, or undefined when the record is missing. */
async function bodyField(db: Queryable, type: string, key: string, path: readonly string[]): Promise<unknown> {
  const { rows } = await db.query<{ value: unknown }>('SELECT body::jsonb #> $3::text[] AS value FROM records WHERE type = $1 AND id = $2', [type, key, path]);
  return rows[0]?.value;
}

export function postgresGeneActionStore(db: Queryable): GeneActionStore {
  const refresh = () => refreshDerivedRows(db);
  return {
    prepare: refresh,
    async loci(ids, fields) {
      const direct = await recordsByKeyOrName(db, 'locus', ids, fields);
      // An id that names no locus may name a gene model, which stands for its locus.
      const missing = ids.filter((_id, index) => direct[index] === undefined);
      const genes = await recordsByKeyOrName(db, 'gene', missing, ['locusId']);
      const locusOf = new Map(missing.map((id, index) => [id, idText(genes[index]?.body.locusId)]));
      const viaGenes = await recordsByKey(db, 'locus', [...locusOf.values()].filter((key): key is string => key !== null), fields);
      return distinct(ids.map((id, index) => direct[index] ?? viaGenes.get(locusOf.get(id) ?? '')));
    },
    genes: async (ids, fields) => distinct(await recordsByKeyOrName(db, 'gene', ids, fields)),
    async genesByKey(keys, fields) {
      const found = await recordsByKey(db, 'gene', keys, fields);
      return distinct(keys.map((key) => found.get(key)));
    },
    async arrayElements(names, fields) {
      const upper = names.map((name) => name.trim().toUpperCase());
      const found = await recordsByName(db, 'arrayelement', upper, fields);
      return distinct(upper.map((name) => found.get(name)));
    },
    async proteinResidues(keys) {
      if (keys.length === 0) return new Map();
      const { rows } = await db.query<{ id: string; residues: unknown }>(
        "SELECT id, body::jsonb -> 'sequence' AS residues FROM records WHERE type = 'protein' AND id = ANY($1::text[])",
        [[...new Set(keys)]],
      );
      return new Map(rows.flatMap((row) => (text(row.residues) === null ? [] : [[row.id, text(row.residues) as string] as const])));
    },
    async annotations(query: AnnotationQuery) {
      await refresh();
      const { from, values } = annotationFrom(query);
      const { rows: counted } = await db.query<{ total: number }>(`SELECT count(*) AS total ${from}`, values);
      const { rows } = await db.query<AnnotationRow>(
        `SELECT a.*, s.name AS locus_name, s.representative_gene AS representative_gene, s.symbol AS locus_symbol ${from}
         ORDER BY s.name, a.locus_id, a.position LIMIT $${values.length + 1}`,
        [...values, query.limit],
      );
      return { rows, total: counted[0]?.total ?? 0 };
    },
    async nextLoci(ends) {
      await refresh();
      if (ends.length === 0) return [];
      const { rows } = await db.query<{ key: string | null; name: string; start: number }>(
        `SELECT n.locus_id AS key, n.name, n.span_start AS start
         FROM unnest($1::text[], $2::float8[], $3::text[]) WITH ORDINALITY AS e(chromosome, after, exclude, place)
         LEFT JOIN LATERAL (
           SELECT locus_id, name, span_start FROM locus_summaries s
           WHERE s.chromosome = e.chromosome AND s.span_start > e.after AND NOT s.obsolete AND s.locus_id <> e.exclude
           ORDER BY s.span_start, s.locus_id LIMIT 1
         ) n ON true
         ORDER BY e.place`,
        [ends.map((end) => end.chromosome.toUpperCase()), ends.map((end) => end.after), ends.map((end) => end.excludeKey)],
      );
      return rows.map((row): NeighbourLocus | null => (row.key === null ? null : { key: row.key, name: row.name, start: row.start }));
    },
    async locusKeys() {
      await refresh();
      const { rows } = await db.query<{ key: string }>(
        `SELECT locus_id AS key FROM locus_summaries
         ORDER BY chromosome IS NULL, chromosome, span_start IS NULL, span_start, name, locus_id`,
      );
      return rows.map((row) => row.key);
    },
    keywordName: async (key) => text(await bodyField(db, 'keyword', key, ['summary', 'kw'])),
    publicationTitle: async (key) => text(await bodyField(db, 'publication', key, ['title'])),
  };
}
