// The symbol submissions and genesymbol records over PostgreSQL (gene_class_symbol_submissions of migration 009,
// records of migration 001). Every value is a bound parameter.
import type { PostgresReindex } from '../../accounts/postgres/communityRows';
import { LOCK } from '../../db/postgres/advisoryLocks';
import type { Queryable } from '../../db/postgres/connection';
import type { CuratorRow, StatusFilter, SubmissionRow, SymbolStore } from '../symbolStore';

const SUBMISSION_COLUMNS = `s.id, s.symbol, s.symbol_type, s.full_name, s.phenotype_class, s.additional_details, s.number_of_associated_loci,
  s.comment_text, s.associated_loci, s.publications, s.submitter_info, s.community_id, s.status, s.rejection_reason, s.reviewed_by,
  s.reviewed_at, s.record_key, s.submitted_at, s.updated_at`;

const CURATOR_ROWS = `SELECT ${SUBMISSION_COLUMNS}, a.email AS account_email, p.body AS person_body FROM gene_class_symbol_submissions s
  LEFT JOIN accounts a ON a.community_id = s.community_id
  LEFT JOIN records p ON p.type = 'person' AND p.id = s.community_id::text`;

export function postgresSymbolStore(db: Queryable, reindex: PostgresReindex): SymbolStore {
  const run = async (name: string, text: string, values: unknown[]) => (await db.query({ name, text, values })).rowCount ?? 0;
  /** A decision: the given columns ($2), the curator ($3) and the time. */
  const decided = async (name: string, set: string, values: [number, string, number]) => {
    await run(name, `UPDATE gene_class_symbol_submissions SET ${set}, reviewed_by = $3, updated_at = now(), reviewed_at = now() WHERE id = $1`, values);
  };

  return {
    async lockRegistry() {
      // A lock for the rest of the transaction, taken in a statement of its own: each later statement reads the
      // rows the previous holder committed (a statement sees what was committed when it began). The new key is
      // max + 1 under this lock, so two processes approving at once take distinct keys one after the other.
      await db.query({ name: 'symbols-lock-registry', text: 'SELECT pg_advisory_xact_lock($1, $2)', values: [...LOCK.symbolRegistry] });
    },
    async insertSubmission(row) {
      const { rows } = await db.query<{ id: number }>({
        name: 'symbols-insert-submission',
        text: `INSERT INTO gene_class_symbol_submissions (symbol, symbol_type, full_name, phenotype_class, additional_details,
                 number_of_associated_loci, comment_text, associated_loci, publications, submitter_info, community_id)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        values: [
          row.symbol,
          row.symbol_type,
          row.full_name,
          row.phenotype_class,
          row.additional_details,
          row.number_of_associated_loci,
          row.comment_text,
          row.associated_loci,
          row.publications,
          row.submitter_info,
          row.community_id,
        ],
      });
      return rows[0]!.id;
    },
    async submission(id) {
      const { rows } = await db.query<CuratorRow>({ name: 'symbols-submission', text: `${CURATOR_ROWS} WHERE s.id = $1`, values: [id] });
      return rows[0];
    },
    async submissions(status: StatusFilter) {
      const { rows } = await db.query<CuratorRow>({
        name: 'symbols-submissions',
        text: `${CURATOR_ROWS} WHERE $1 = 'all' OR s.status = $1 ORDER BY s.status <> 'pending', s.submitted_at DESC, s.id DESC`,
        values: [status],
      });
      return rows;
    },
    async livingSubmissions(symbol) {
      const { rows } = await db.query<SubmissionRow>({
        name: 'symbols-living',
        text: `SELECT ${SUBMISSION_COLUMNS} FROM gene_class_symbol_submissions s WHERE s.symbol = $1 AND s.status IN ('pending', 'approved') ORDER BY s.id`,
        values: [symbol],
      });
      return rows;
    },
    async changeSubmission(id, fields) {
      await run(
        'symbols-change',
        `UPDATE gene_class_symbol_submissions SET symbol = $2, symbol_type = $3, full_name = $4, phenotype_class = $5, additional_details = $6,
           number_of_associated_loci = $7, updated_at = now()
         WHERE id = $1`,
        [id, fields.geneClassSymbol, fields.symbolType, fields.fullName, fields.phenotypeClass, fields.additionalDetails, fields.numberOfAssociatedLoci],
      );
    },
    approveSubmission: (id, recordKey, curatorId) => decided('symbols-approve', "status = 'approved', record_key = $2", [id, recordKey, curatorId]),
    rejectSubmission: (id, reason, curatorId) => decided('symbols-reject', "status = 'rejected', rejection_reason = $2", [id, reason, curatorId]),
    async reopenSubmission(id) {
      await run(
        'symbols-reopen',
        `UPDATE gene_class_symbol_submissions SET status = 'pending', rejection_reason = NULL, reviewed_by = NULL, reviewed_at = NULL,
           record_key = NULL, updated_at = now()
         WHERE id = $1`,
        [id],
      );
    },
    async symbolRecords(symbol) {
      const { rows } = await db.query<{ id: string; body: string }>({
        name: 'symbols-records',
        // records.name holds the symbol upper-cased; "C" orders keys as SQLite does.
        text: `SELECT id, body FROM records WHERE type = 'genesymbol' AND name = $1 ORDER BY id COLLATE "C"`,
        values: [symbol.toUpperCase()],
      });
      return rows;
    },
    async maxSymbolKey() {
      const { rows } = await db.query<{ key: number | null }>({
        name: 'symbols-max-key',
        text: `SELECT max(id::bigint) AS key FROM records WHERE type = 'genesymbol' AND id ~ '^[0-9]{1,18}$'`,
        values: [],
      });
      return rows[0]?.key ?? null;
    },
    async insertSymbolRecord(key, symbol, body) {
      await run('symbols-insert-record', "INSERT INTO records (type, id, name, accession, body) VALUES ('genesymbol', $1, $2, NULL, $3)", [key, symbol.toUpperCase(), body]);
    },
    deleteSymbolRecord: async (key) => (await run('symbols-delete-record', "DELETE FROM records WHERE type = 'genesymbol' AND id = $1", [key])) > 0,
    reindexSymbolRecord: (key) => reindex(db, 'genesymbol', key),
  };
}
