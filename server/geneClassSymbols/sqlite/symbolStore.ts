// The symbol submissions and genesymbol records over the embedded SQLite file (gene_class_symbol_submissions of
// migration 013, records of migration 001): prepared statements, answered at once. Every value is a bound parameter.
import type { Db } from '../../db/database';
import { recordStore } from '../../db/records';
import { reindexRecord } from '../../search/buildIndex';
import type { CuratorRow, NewSubmissionRow, StatusFilter, SubmissionRow, SymbolStore } from '../symbolStore';

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

export function sqliteSymbolStore(db: Db): SymbolStore {
  const records = recordStore(db);
  const insert = db.prepare<NewSubmissionRow>(
    `INSERT INTO gene_class_symbol_submissions (symbol, symbol_type, full_name, phenotype_class, additional_details,
       number_of_associated_loci, comment_text, associated_loci, publications, submitter_info, community_id)
     VALUES (@symbol, @symbol_type, @full_name, @phenotype_class, @additional_details, @number_of_associated_loci,
       @comment_text, @associated_loci, @publications, @submitter_info, @community_id)`,
  );
  const curatorRows = `SELECT s.*, a.email AS account_email, p.body AS person_body FROM gene_class_symbol_submissions s
    LEFT JOIN accounts a ON a.community_id = s.community_id
    LEFT JOIN records p ON p.type = 'person' AND p.id = CAST(s.community_id AS TEXT)`;
  const byId = db.prepare<[number], CuratorRow>(`${curatorRows} WHERE s.id = ?`);
  const list = db.prepare<{ status: StatusFilter }, CuratorRow>(
    `${curatorRows} WHERE @status = 'all' OR s.status = @status
     ORDER BY s.status <> 'pending', s.submitted_at DESC, s.id DESC`,
  );
  const livingBySymbol = db.prepare<[string], SubmissionRow>(
    "SELECT * FROM gene_class_symbol_submissions WHERE symbol = ? AND status IN ('pending', 'approved') ORDER BY id",
  );
  const decided = `updated_at = ${NOW}, reviewed_at = ${NOW}`;
  const change = db.prepare<Record<string, unknown>>(
    `UPDATE gene_class_symbol_submissions SET symbol = @geneClassSymbol, symbol_type = @symbolType, full_name = @fullName,
       phenotype_class = @phenotypeClass, additional_details = @additionalDetails,
       number_of_associated_loci = @numberOfAssociatedLoci, updated_at = ${NOW}
     WHERE id = @id`,
  );
  const approve = db.prepare<[string, number, number]>(
    `UPDATE gene_class_symbol_submissions SET status = 'approved', record_key = ?, reviewed_by = ?, ${decided} WHERE id = ?`,
  );
  const reject = db.prepare<[string, number, number]>(
    `UPDATE gene_class_symbol_submissions SET status = 'rejected', rejection_reason = ?, reviewed_by = ?, ${decided} WHERE id = ?`,
  );
  const reopen = db.prepare<[number]>(
    `UPDATE gene_class_symbol_submissions SET status = 'pending', rejection_reason = NULL, reviewed_by = NULL, reviewed_at = NULL,
       record_key = NULL, updated_at = ${NOW}
     WHERE id = ?`,
  );
  // records.name holds the symbol upper-cased (data/records/genesymbol: the record's name is its symbol).
  const bySymbol = db.prepare<[string], { id: string; body: string }>("SELECT id, body FROM records WHERE type = 'genesymbol' AND name = ? ORDER BY id");
  const maxKey = db.prepare<[], number | null>("SELECT max(CAST(id AS INTEGER)) FROM records WHERE type = 'genesymbol' AND id NOT GLOB '*[^0-9]*'").pluck();

  return {
    // BEGIN IMMEDIATE (server/store/sqlite.ts) already makes a transaction the only writer of the file.
    lockRegistry: async () => {},
    insertSubmission: async (row) => Number(insert.run(row).lastInsertRowid),
    submission: async (id) => byId.get(id),
    submissions: async (status) => list.all({ status }),
    livingSubmissions: async (symbol) => livingBySymbol.all(symbol),
    changeSubmission: async (id, fields) => void change.run({ id, ...fields }),
    approveSubmission: async (id, recordKey, curatorId) => void approve.run(recordKey, curatorId, id),
    rejectSubmission: async (id, reason, curatorId) => void reject.run(reason, curatorId, id),
    reopenSubmission: async (id) => void reopen.run(id),
    symbolRecords: async (symbol) => bySymbol.all(symbol.toUpperCase()),
    maxSymbolKey: async () => maxKey.get() ?? null,
    insertSymbolRecord: async (key, symbol, body) => records.insert({ type: 'genesymbol', id: key, name: symbol, accession: null, body }),
    deleteSymbolRecord: async (key) => records.remove('genesymbol', key),
    reindexSymbolRecord: async (key) => reindexRecord(db, 'genesymbol', key),
  };
}
