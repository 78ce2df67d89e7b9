// The genome store on PostgreSQL: a track's records through the search index's spans (migration 006: the GiST index
// on the int8range answers the overlap &&), their few body fields built into a small JSON object by PostgreSQL.
import type { Queryable } from '../../db/postgres/connection';
import { parseBody } from '../../search/actions/json';
import { recordsByKey } from '../../search/actions/postgres/recordLookups';
import type { GenomeRecord, GenomeStore } from '../store';
import { checkedFields, GENE_MODEL_FIELDS, TRACK_SOURCES } from '../trackSources';

interface Row {
  id: string;
  name: string | null;
  body: string;
}

const bodyColumn = (fields: readonly string[]) => `json_build_object(${checkedFields(fields).map((field) => `'${field}', r.doc -> '${field}'`).join(', ')})::text`;

export function postgresGenomeStore(db: Queryable): GenomeStore {
  return {
    async placedRecords(track, { chromosomes, start, end }) {
      const source = TRACK_SOURCES[track];
      const { rows } = await db.query<Row>(
        `SELECT r.id, r.name, ${bodyColumn(source.fields)} AS body
         FROM (SELECT id, name, body::json AS doc FROM records
               WHERE type = $1 AND id IN (
                 SELECT s.id FROM search_spans s
                 WHERE s.category = $2 AND s.field = $3 AND s.chromosome = ANY($4::text[]) AND s.span && int8range($5, $6, '[]'))) r
         ORDER BY r.id COLLATE "C"`,
        [source.recordType, source.category, source.field, chromosomes, start, end],
      );
      return rows.map((row): GenomeRecord => ({ key: row.id, name: row.name, body: parseBody(row.body) }));
    },
    async geneModels(keys) {
      const found = await recordsByKey(db, 'gene', keys, GENE_MODEL_FIELDS);
      return [...found.values()].map((model) => ({ key: model.key, name: model.name, body: model.body }));
    },
  };
}
