// The genome store on SQLite: a track's records through the search index's spans (migration 007's index on
// category, field, chromosome, start), their few body fields built into a small JSON object by SQLite.
import type { Db } from '../../db/database';
import { GENOME_TRACK_IDS, type GenomeTrackId } from '../../../contracts/genome/features';
import { parseBody } from '../../search/actions/json';
import type { GenomeRecord, GenomeStore } from '../store';
import { checkedFields, GENE_MODEL_FIELDS, TRACK_SOURCES } from '../trackSources';

interface Row {
  id: string;
  name: string | null;
  body: string;
}

const bodyColumn = (fields: readonly string[]) => `json_object(${checkedFields(fields).map((field) => `'${field}', body -> '$.${field}'`).join(', ')})`;

const record = (row: Row): GenomeRecord => ({ key: row.id, name: row.name, body: parseBody(row.body) });

type PlacedParams = [recordType: string, category: string, field: string, chromosomes: string, end: number, start: number];

export function sqliteGenomeStore(db: Db): GenomeStore {
  // Overlap: the span starts before the stretch ends and ends after it starts.
  const placedStatement = (track: GenomeTrackId) =>
    db.prepare<PlacedParams, Row>(
      `SELECT id, name, ${bodyColumn(TRACK_SOURCES[track].fields)} AS body FROM records
       WHERE type = ? AND id IN (
         SELECT s.id FROM search_spans s
         WHERE s.category = ? AND s.field = ? AND s.chromosome IN (SELECT value FROM json_each(?)) AND s.start <= ? AND s.end >= ?)
       ORDER BY id`,
    );
  const placed = new Map(GENOME_TRACK_IDS.map((track) => [track, placedStatement(track)]));
  const models = db.prepare<[string], Row>(
    `SELECT id, name, ${bodyColumn(GENE_MODEL_FIELDS)} AS body FROM records WHERE type = 'gene' AND id IN (SELECT value FROM json_each(?))`,
  );
  return {
    placedRecords: async (track, { chromosomes, start, end }) => {
      const { recordType, category, field } = TRACK_SOURCES[track];
      return placed.get(track)!.all(recordType, category, field, JSON.stringify(chromosomes), end, start).map(record);
    },
    geneModels: async (keys) => (keys.length === 0 ? [] : models.all(JSON.stringify([...new Set(keys)])).map(record)),
  };
}
