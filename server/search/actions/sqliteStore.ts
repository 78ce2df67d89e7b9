// The gene-action store over the embedded SQLite database: records by key and name through the records table's
// indexes, annotations and locus positions through the rows of migration 008. It answers at once, in the calling
// thread: the promises of the interface are already settled. Every value is a bound parameter;
// the only SQL built at run time joins fixed fragments chosen by the query's shape and the body fields the code
// names (never a request's text).
import type { Statement } from 'better-sqlite3';
import type { Db } from '../../db/database';
import { locusAnnotationRows, locusSummaryRow } from './derivedRows';
import { idText, parseBody, text } from './json';
import type { AnnotationNameTerm, AnnotationQuery, AnnotationRow, BodyFields, GeneActionStore, StoredRecord } from './store';

interface Row {
  id: string;
  name: string | null;
  body: string;
}

const REFRESH_BATCH = 2_000;

export interface SqliteGeneActionStoreOptions {
  /**
   * Whether this connection brings the derived rows up to date before it reads them (the default). A worker's
   * read-only connection cannot write them: it reads them as the server's connection left them, which brings them
   * up to date before it hands a job to a worker (routes/searchActions.ts).
   */
  derivesRows?: boolean;
}

/** A body field as the code names it: a JSON key of letters and digits, safe to write into a JSON path. */
const BODY_FIELD = /^[A-Za-z][A-Za-z0-9]*$/;

/** The select-list entry that reads a record's body, or only the fields asked for as a small JSON object. */
function bodyColumn(fields: BodyFields | undefined): string {
  if (fields === undefined) return 'body';
  if (fields.length === 0) return "'{}' AS body";
  const bad = fields.find((field) => !BODY_FIELD.test(field));
  if (bad !== undefined) throw new Error(`"${bad}" is not a body field name (letters and digits).`);
  return `json_object(${fields.map((field) => `'${field}', body -> '$.${field}'`).join(', ')}) AS body`;
}

/** `%`, `_` and the escape character itself, escaped for LIKE … ESCAPE '\'. */
const likeLiteral = (input: string) => input.replace(/[\\%_]/g, (character) => `\\${character}`);

function nameCondition({ field, method, input }: AnnotationNameTerm, values: unknown[]): string {
  // A gene name is the locus's AGI code, its representative gene model or its symbol (the gene page searches the
  // model's name with the numeric suffix stripped, 002 §5).
  const columns = field === 'locus_name' ? ['s.name'] : ['s.name', 's.representative_gene', 'coalesce(a.symbol, s.symbol)'];
  const value = input.trim();
  const parts = columns.map((column) => {
    if (method === 'exactly') {
      values.push(value);
      return `${column} = ? COLLATE NOCASE`;
    }
    values.push(method === 'starts_with' ? `${likeLiteral(value)}%` : `%${likeLiteral(value)}%`);
    return `${column} LIKE ? ESCAPE '\\'`;
  });
  return `(${parts.join(' OR ')})`;
}

export function sqliteGeneActionStore(db: Db, { derivesRows = true }: SqliteGeneActionStoreOptions = {}): GeneActionStore {
  const recordByKey = db.prepare<[string, string], Row>('SELECT id, name, body FROM records WHERE type = ? AND id = ?');
  // The lookups by key and by name, one pair per set of body fields read (a handful: each caller names its own).
  // INDEXED BY: without statistics on the records table (a freshly seeded database has none) SQLite walked the whole
  // type in key order for each name, 0.5 ms a lookup over the demo dataset's 738 loci; the name index, which ends in
  // the key, gives the first key of a name directly.
  const lookups = new Map<string, { byKey: Statement<[string, string], Row>; byName: Statement<[string, string], Row> }>();
  const lookupsFor = (fields: BodyFields | undefined) => {
    const id = fields === undefined ? '*' : fields.join(',');
    let found = lookups.get(id);
    if (!found) {
      const column = bodyColumn(fields);
      found = {
        byKey: db.prepare<[string, string], Row>(`SELECT id, name, ${column} FROM records WHERE type = ? AND id = ?`),
        byName: db.prepare<[string, string], Row>(`SELECT id, name, ${column} FROM records INDEXED BY records_type_name WHERE type = ? AND name = ? ORDER BY id LIMIT 1`),
      };
      lookups.set(id, found);
    }
    return found;
  };
  const proteinResidues = db.prepare<[string], { residues: unknown }>(
    "SELECT json_extract(body, '$.sequence') AS residues FROM records WHERE type = 'protein' AND id = ?",
  );
  const keywordName = db.prepare<[string], { name: unknown }>("SELECT json_extract(body, '$.summary.kw') AS name FROM records WHERE type = 'keyword' AND id = ?");
  const publicationTitle = db.prepare<[string], { title: unknown }>(
    "SELECT json_extract(body, '$.title') AS title FROM records WHERE type = 'publication' AND id = ?",
  );
  const nextLocus = db.prepare<{ chromosome: string; after: number; exclude: string }, { key: string; name: string; start: number }>(
    `SELECT locus_id AS key, name, span_start AS start FROM locus_summaries
     WHERE chromosome = @chromosome AND span_start > @after AND obsolete = 0 AND locus_id <> @exclude
     ORDER BY span_start, locus_id LIMIT 1`,
  );
  const locusKeys = db.prepare<[], { key: string }>(
    `SELECT locus_id AS key FROM locus_summaries
     ORDER BY chromosome IS NULL, chromosome, span_start IS NULL, span_start, name, locus_id`,
  );

  // Migration 008: the loci written since the last read are queued; their rows are derived before any read.
  const queued = db.prepare<[number], { id: string }>('SELECT locus_id AS id FROM locus_derivation_queue LIMIT ?');
  const anyQueued = db.prepare<[], { queued: number }>('SELECT EXISTS (SELECT 1 FROM locus_derivation_queue) AS queued');
  const unqueue = db.prepare<[string]>('DELETE FROM locus_derivation_queue WHERE locus_id = ?');
  const dropSummary = db.prepare<[string]>('DELETE FROM locus_summaries WHERE locus_id = ?');
  const dropAnnotations = db.prepare<[string]>('DELETE FROM locus_annotations WHERE locus_id = ?');
  const insertSummary = db.prepare(
    `INSERT INTO locus_summaries (locus_id, name, representative_gene, symbol, chromosome, span_start, span_end, obsolete)
     VALUES (@locus_id, @name, @representative_gene, @symbol, @chromosome, @span_start, @span_end, @obsolete)`,
  );
  const insertAnnotation = db.prepare(
    `INSERT INTO locus_annotations (locus_id, position, symbol, keyword, keyword_id, keyword_category, keyword_type, relationship_type,
       evidence, last_modified, reference_type, reference_id, reference_name, reference_year, annotated_by)
     VALUES (@locus_id, @position, @symbol, @keyword, @keyword_id, @keyword_category, @keyword_type, @relationship_type,
       @evidence, @last_modified, @reference_type, @reference_id, @reference_name, @reference_year, @annotated_by)`,
  );
  const refreshBatch = db.transaction(() => {
    const ids = queued.all(REFRESH_BATCH).map((row) => row.id);
    for (const id of ids) {
      dropSummary.run(id);
      dropAnnotations.run(id);
      const row = recordByKey.get('locus', id);
      if (row) {
        const body = parseBody(row.body);
        insertSummary.run(locusSummaryRow(id, row.name, body));
        for (const annotation of locusAnnotationRows(id, body)) insertAnnotation.run(annotation);
      }
      unqueue.run(id);
    }
    return ids.length;
  });
  const refresh = () => {
    if (!derivesRows) return 0;
    let read = 0;
    while (anyQueued.get()?.queued === 1) read += refreshBatch.immediate();
    return read;
  };

  const stored = (row: Row | undefined): StoredRecord | undefined => row && { key: row.id, name: row.name ?? row.id, body: parseBody(row.body) };
  const byKeyOrName = (type: string, id: string, fields: BodyFields | undefined) => {
    const trimmed = id.trim();
    const { byKey, byName } = lookupsFor(fields);
    return stored((/^\d+$/.test(trimmed) ? byKey.get(type, trimmed) : undefined) ?? byName.get(type, trimmed.toUpperCase()));
  };
  const distinct = (records: (StoredRecord | undefined)[]) => {
    const seen = new Set<string>();
    return records.filter((record): record is StoredRecord => record !== undefined && !seen.has(record.key) && Boolean(seen.add(record.key)));
  };
  const locusOfGene = (gene: StoredRecord | undefined, fields: BodyFields | undefined) => {
    const locusId = gene ? idText(gene.body.locusId) : null;
    return locusId === null ? undefined : stored(lookupsFor(fields).byKey.get('locus', locusId));
  };
  /** The gene model fields read to find a model's locus. */
  const LOCUS_OF_GENE: BodyFields = ['locusId'];

  return {
    prepare: async () => refresh(),
    loci: async (ids, fields) => distinct(ids.map((id) => byKeyOrName('locus', id, fields) ?? locusOfGene(byKeyOrName('gene', id, LOCUS_OF_GENE), fields))),
    genes: async (ids, fields) => distinct(ids.map((id) => byKeyOrName('gene', id, fields))),
    genesByKey: async (keys, fields) => distinct(keys.map((key) => stored(lookupsFor(fields).byKey.get('gene', key)))),
    arrayElements: async (names, fields) => distinct(names.map((name) => stored(lookupsFor(fields).byName.get('arrayelement', name.trim().toUpperCase())))),
    async proteinResidues(keys) {
      const found = new Map<string, string>();
      for (const key of keys) {
        const residues = text(proteinResidues.get(key)?.residues);
        if (residues !== null) found.set(key, residues);
      }
      return found;
    },
    async annotations(query: AnnotationQuery) {
      refresh();
      const conditions: string[] = [];
      const values: unknown[] = [];
      if (query.keywordTypes.length > 0) {
        conditions.push('a.keyword_type IN (SELECT value FROM json_each(?))');
        values.push(JSON.stringify(query.keywordTypes));
      }
      if (query.locusKeys) {
        conditions.push('a.locus_id IN (SELECT value FROM json_each(?))');
        values.push(JSON.stringify(query.locusKeys));
      }
      if (query.keywordId !== undefined) {
        conditions.push('a.keyword_id = ?');
        values.push(query.keywordId);
      }
      if (query.publicationId !== undefined) {
        conditions.push("a.reference_type = 'publication' AND a.reference_id = ?");
        values.push(query.publicationId);
      }
      if (query.nameTerms && query.nameTerms.terms.length > 0) {
        const parts = query.nameTerms.terms.map((term) => nameCondition(term, values));
        conditions.push(`(${parts.join(query.nameTerms.combine === 'all' ? ' AND ' : ' OR ')})`);
      }
      // Asked by keyword, publication or loci, the annotations' own indexes find the few rows. Otherwise (by names, or
      // by keyword type alone) the loci are walked in name order, each with its annotations in place, which is the
      // order of the answer: without statistics SQLite walked every annotation through the keyword index instead and
      // sorted them all (1.5-3 s at full scale against 0.1-0.5 s). CROSS JOIN fixes that order of the loops.
      const byAnnotation = query.keywordId !== undefined || query.publicationId !== undefined || query.locusKeys !== undefined;
      const join = byAnnotation ? 'locus_annotations a JOIN locus_summaries s' : 'locus_summaries s CROSS JOIN locus_annotations a';
      const from = `FROM ${join} ON s.locus_id = a.locus_id ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}`;
      const total = db.prepare<unknown[], { total: number }>(`SELECT count(*) AS total ${from}`).get(...values)?.total ?? 0;
      const rows = db
        .prepare<unknown[], AnnotationRow>(
          `SELECT a.*, s.name AS locus_name, s.representative_gene AS representative_gene, s.symbol AS locus_symbol ${from}
           ORDER BY s.name, a.locus_id, a.position LIMIT ?`,
        )
        .all(...values, query.limit);
      return { rows, total };
    },
    async nextLoci(ends) {
      refresh();
      return ends.map(({ chromosome, after, excludeKey }) => nextLocus.get({ chromosome: chromosome.toUpperCase(), after, exclude: excludeKey }) ?? null);
    },
    async locusKeys() {
      refresh();
      return locusKeys.all().map((row) => row.key);
    },
    keywordName: async (key) => text(keywordName.get(key)?.name),
    publicationTitle: async (key) => text(publicationTitle.get(key)?.title),
  };
}
