// The genome store on PostgreSQL: a track's records through the search index's spans (migration 006: the GiST index
// on the int8range answers the overlap &&). Whole bodies are read and parsed here: casting 300 locus bodies of about
// 10 KB to json in the database to pick a few fields took about 100 ms of a 1 Mb region's answer, reading them 6 ms.
import type { Queryable } from '../../db/postgres/connection';
import { parseBody, type JsonObject } from '../../search/actions/json';
import { recordsByKey } from '../../search/actions/postgres/recordLookups';
import type { GenomeRecord, GenomeStore } from '../store';
import { GENE_MODEL_FIELDS, TRACK_SOURCES } from '../trackSources';

interface Row {
  id: string;
  name: string | null;
  body: string;
}

/** Only the fields a track reads, as the SQLite store answers them (a field the body lacks reads as null). */
const picked = (body: JsonObject, fields: readonly string[]): JsonObject => Object.fromEntries(fields.map((field) => [field, body[field] ?? null]));

export function postgresGenomeStore(db: Queryable): GenomeStore {
  return {
    async placedRecords(track, { chromosomes, start, end }) {
      const source = TRACK_SOURCES[track];
      // The spans' ids collate as "C", the records' keys by default: compared in the records' collation, the lookup
      // uses their primary key.
      const { rows } = await db.query<Row>(
        `SELECT id, name, body FROM records
         WHERE type = $1 AND id IN (
           SELECT s.id COLLATE "default" FROM search_spans s
           WHERE s.category = $2 AND s.field = $3 AND s.chromosome = ANY($4::text[]) AND s.span && int8range($5, $6, '[]'))
         ORDER BY id COLLATE "C"`,
        [source.recordType, source.category, source.field, chromosomes, start, end],
      );
      return rows.map((row): GenomeRecord => ({ key: row.id, name: row.name, body: picked(parseBody(row.body), source.fields) }));
    },
    async geneModels(keys) {
      const found = await recordsByKey(db, 'gene', keys);
      return [...found.values()].map((model) => ({ key: model.key, name: model.name, body: picked(model.body, GENE_MODEL_FIELDS) }));
    },
  };
}
