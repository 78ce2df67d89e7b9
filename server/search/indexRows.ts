// The rows an index holds for a doc, whatever the store: its terms (trimmed, lower-cased, numbered within their
// field) and the ranked pieces of its names that the 'contains' match on names reads (migration 015).
import type { IndexedDoc } from './types';

const lower = (text: string) => text.toLowerCase();
/**
 * A piece of a name is stored ranked when at least this many docs contain it: below it, grouping its suffix rows
 * costs about a millisecond. On the full-scale dataset the gene names have ~1,600 such pieces of 2-8 characters.
 */
export const NAME_PIECE_MIN_DOCS = 300;
/**
 * Lengths of the stored pieces. Typed text is trimmed, so a piece starting or ending with a space is never asked for
 * and not stored. Longer pieces are rarer and fewer docs contain them, and storing every piece of a long name many
 * docs share ('protein kinase family protein') would cost rows for each of its hundreds of pieces.
 */
export const NAME_PIECE_LENGTH = { min: 2, max: 8 } as const;

/** A term as the tables hold it: trimmed (empty ones dropped), lower-cased, and its place among the doc's values of its field. */
export interface TermRow {
  field: string;
  value: string;
  valueLc: string;
  position: number;
}

export function termRowsOf(doc: IndexedDoc): TermRow[] {
  const rows: TermRow[] = [];
  const positions = new Map<string, number>();
  for (const term of doc.terms ?? []) {
    const value = term.value.trim();
    if (value === '') continue;
    const position = positions.get(term.field) ?? 0;
    positions.set(term.field, position + 1);
    rows.push({ field: term.field, value, valueLc: lower(value), position });
  }
  return rows;
}

/** A doc's rank for a piece of its names, as nameContainsRanking groups the suffix rows (sqlite/criteria.ts). */
export interface PieceRank {
  r1: number;
  r2: number;
  r3: number;
}

/**
 * Every piece of the names (NAME_PIECE_LENGTH characters, neither starting nor ending with white space: such pieces
 * are never stored) with the doc's rank for it: r1 0 when a name is the piece, r2 the earliest start of the piece in
 * a name (1 = the first character), r3 the earliest place of a name holding it.
 */
export function pieceRanksOf(names: readonly { valueLc: string; position: number }[]): Map<string, PieceRank> {
  const ranks = new Map<string, PieceRank>();
  for (const { valueLc, position } of names) {
    const characters = [...valueLc];
    for (let start = 0; start < characters.length; start += 1) {
      for (let length: number = NAME_PIECE_LENGTH.min; length <= NAME_PIECE_LENGTH.max && start + length <= characters.length; length += 1) {
        const piece = characters.slice(start, start + length).join('');
        if (piece.trim() !== piece) continue;
        const r1 = start === 0 && length === characters.length ? 0 : 1;
        const rank = ranks.get(piece);
        if (!rank) ranks.set(piece, { r1, r2: start + 1, r3: position });
        else {
          rank.r1 = Math.min(rank.r1, r1);
          rank.r2 = Math.min(rank.r2, start + 1);
          rank.r3 = Math.min(rank.r3, position);
        }
      }
    }
  }
  return ranks;
}

/**
 * The pieces of the names (NAME_PIECE_LENGTH characters, trimmed) that at least `minDocs` docs hold, found level by
 * level as the SQLite writer finds them from its suffix rows: a piece is frequent only if the piece one character
 * shorter is, and a piece starting with white space is never extended (no longer piece starting so is asked for).
 * `names` must come grouped by doc id, so a doc is counted once per piece.
 */
export function frequentPieces(names: readonly { id: string; valueLc: string }[], minDocs: number): string[] {
  // Where each character starts in the string, so a piece of code points is one slice.
  const starts = names.map(({ valueLc }) => {
    const offsets: number[] = [];
    let offset = 0;
    for (const character of valueLc) {
      offsets.push(offset);
      offset += character.length;
    }
    offsets.push(offset);
    return offsets;
  });
  const found: string[] = [];
  let extended: ReadonlySet<string> | null = null;
  for (let length: number = NAME_PIECE_LENGTH.min; length <= NAME_PIECE_LENGTH.max; length += 1) {
    const counts = new Map<string, { docs: number; lastId: string }>();
    names.forEach(({ id, valueLc }, index) => {
      const offsets = starts[index]!;
      for (let start = 0; start + length < offsets.length; start += 1) {
        if (extended && !extended.has(valueLc.slice(offsets[start], offsets[start + length - 1]))) continue;
        const piece = valueLc.slice(offsets[start], offsets[start + length]);
        const count = counts.get(piece);
        if (!count) counts.set(piece, { docs: 1, lastId: id });
        else if (count.lastId !== id) {
          count.docs += 1;
          count.lastId = id;
        }
      }
    });
    const asked = [...counts].filter(([piece, { docs }]) => docs >= minDocs && !/^\s/u.test(piece)).map(([piece]) => piece);
    found.push(...asked.filter((piece) => piece.trim() === piece));
    if (asked.length === 0) break;
    extended = new Set(asked);
  }
  return found;
}
