// The frequent pieces of names stored ranked on PostgreSQL (migration 013): written by a build for each name field,
// and kept in step when a record write replaces docs. The rows are those SQLite's search_name_pieces holds (the
// same pieces, frequentPieces, and the same ranks, pieceRanksOf), so both stores answer a stored piece alike, and
// alike to the trigram path that answers every other piece (postgres/criteria.ts).
import type { Queryable } from '../../db/postgres/connection';
import { frequentPieces, NAME_PIECE_LENGTH, pieceRanksOf } from '../indexRows';

/** Rows per INSERT: each column goes as one array. */
const BATCH = 20_000;

interface NameRow {
  id: string;
  field: string;
  valueLc: string;
  position: number;
  sortKey: string;
}

interface PieceRows {
  field: string[];
  piece: string[];
  r1: number[];
  r2: number[];
  r3: number[];
  sortKey: string[];
  id: string[];
}

const emptyRows = (): PieceRows => ({ field: [], piece: [], r1: [], r2: [], r3: [], sortKey: [], id: [] });

/** Whether a typed text (trimmed, lower-cased) could be a stored piece: its length in characters is one stored. */
export function couldBeStoredPiece(text: string): boolean {
  const length = [...text].length;
  return text.trim() === text && length >= NAME_PIECE_LENGTH.min && length <= NAME_PIECE_LENGTH.max;
}

/** The names of docs in the fields, with their docs' sort keys, grouped by doc: all the field's when `ids` is null. */
async function namesOf(db: Queryable, category: string, fields: readonly string[], ids: readonly string[] | null): Promise<NameRow[]> {
  const { rows } = await db.query<NameRow>(
    `SELECT t.id, t.field, t.value_lc AS "valueLc", t.position, d.sort_key AS "sortKey"
     FROM search_terms t JOIN search_docs d ON d.category = t.category AND d.id = t.id
     WHERE t.category = $1 AND t.field = ANY($2::text[])${ids ? ' AND t.id = ANY($3::text[])' : ''}
     ORDER BY t.id, t.field`,
    ids ? [category, fields, ids] : [category, fields],
  );
  return rows;
}

/** Each doc's rank for each of its pieces that `keep` accepts, one row per doc, field and piece. */
function rankedRows(names: readonly NameRow[], keep: (field: string, piece: string) => boolean): PieceRows {
  const rows = emptyRows();
  for (let start = 0; start < names.length; ) {
    const { id, field, sortKey } = names[start]!;
    let end = start;
    while (end < names.length && names[end]!.id === id && names[end]!.field === field) end += 1;
    for (const [piece, rank] of pieceRanksOf(names.slice(start, end))) {
      if (!keep(field, piece)) continue;
      rows.field.push(field);
      rows.piece.push(piece);
      rows.r1.push(rank.r1);
      rows.r2.push(rank.r2);
      rows.r3.push(rank.r3);
      rows.sortKey.push(sortKey);
      rows.id.push(id);
    }
    start = end;
  }
  return rows;
}

async function insertRows(db: Queryable, category: string, rows: PieceRows): Promise<void> {
  for (let from = 0; from < rows.id.length; from += BATCH) {
    const part = (column: unknown[]) => column.slice(from, from + BATCH);
    await db.query(
      `INSERT INTO search_name_pieces (category, field, piece, r1, r2, r3, sort_key, id)
       SELECT $1, * FROM unnest($2::text[], $3::text[], $4::int[], $5::int[], $6::int[], $7::text[], $8::text[])`,
      [category, part(rows.field), part(rows.piece), part(rows.r1), part(rows.r2), part(rows.r3), part(rows.sortKey), part(rows.id)],
    );
  }
}

/**
 * Stores the ranked docs of every frequent piece of one name field, replacing those it held; how many pieces. Give it
 * a client inside a transaction: the pieces and their rows change together.
 */
export async function writeNamePieces(db: Queryable, category: string, field: string, minDocs: number): Promise<number> {
  await db.query('DELETE FROM search_name_pieces WHERE category = $1 AND field = $2', [category, field]);
  await db.query('DELETE FROM search_name_piece_set WHERE category = $1 AND field = $2', [category, field]);
  const names = await namesOf(db, category, [field], null);
  const pieces = frequentPieces(names, minDocs);
  if (pieces.length === 0) return 0;
  await db.query('INSERT INTO search_name_piece_set (category, field, piece) SELECT $1, $2, unnest($3::text[])', [category, field, pieces]);
  const stored = new Set(pieces);
  await insertRows(db, category, rankedRows(names, (_field, piece) => stored.has(piece)));
  return pieces.length;
}

/**
 * The stored pieces' rows of docs that are about to be replaced, read before their terms go: pass them to
 * `replacePieceRows` once the new docs are written. Empty when the category has no stored pieces.
 */
export async function pieceRowsBefore(db: Queryable, category: string, ids: readonly string[]): Promise<PieceRowsOf> {
  const { rows } = await db.query<{ field: string }>('SELECT DISTINCT field FROM search_name_piece_set WHERE category = $1', [category]);
  const fields = rows.map((row) => row.field);
  if (fields.length === 0 || ids.length === 0) return { fields, old: emptyRows() };
  return { fields, old: rankedRows(await namesOf(db, category, fields, ids), () => true) };
}

export interface PieceRowsOf {
  fields: string[];
  old: PieceRows;
}

/**
 * After the docs with these ids were replaced: their rows of the stored pieces follow their names now. Only pieces
 * already stored are touched (a piece becomes stored or stops being so at a build).
 */
export async function replacePieceRows(db: Queryable, category: string, ids: readonly string[], before: PieceRowsOf): Promise<void> {
  if (before.fields.length === 0 || ids.length === 0) return;
  const fresh = rankedRows(await namesOf(db, category, before.fields, ids), () => true);
  // By the whole primary key, so each row is one probe however many docs share its piece.
  const { old } = before;
  await db.query(
    `DELETE FROM search_name_pieces p
     USING unnest($2::text[], $3::text[], $4::int[], $5::int[], $6::int[], $7::text[], $8::text[]) AS o(field, piece, r1, r2, r3, sort_key, id)
     WHERE p.category = $1 AND p.field = o.field AND p.piece = o.piece AND p.r1 = o.r1 AND p.r2 = o.r2 AND p.r3 = o.r3
       AND p.sort_key = o.sort_key AND p.id = o.id`,
    [category, old.field, old.piece, old.r1, old.r2, old.r3, old.sortKey, old.id],
  );
  // The new rows of stored pieces only: the set is read once for every piece the docs hold.
  const { rows: stored } = await db.query<{ field: string; piece: string }>(
    `SELECT DISTINCT s.field, s.piece FROM search_name_piece_set s
     JOIN unnest($2::text[], $3::text[]) AS n(field, piece) ON s.category = $1 AND s.field = n.field AND s.piece = n.piece`,
    [category, fresh.field, fresh.piece],
  );
  const storedKeys = new Set(stored.map((row) => `${row.field}\u0000${row.piece}`));
  const kept = emptyRows();
  fresh.id.forEach((id, index) => {
    if (!storedKeys.has(`${fresh.field[index]}\u0000${fresh.piece[index]}`)) return;
    for (const column of Object.keys(kept) as (keyof PieceRows)[]) (kept[column] as unknown[]).push(fresh[column][index]);
  });
  await insertRows(db, category, kept);
}
