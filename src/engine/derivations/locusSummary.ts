// Locus summary and transcript rows: symbols with the primary flagged, gene models, and the update history.
import { asObject, dateOf, flagValue, idOf, objects, optionalText, prop, sameName, text, type Id } from './read';

export interface SymbolRow {
  name: string | undefined;
  fullName: string | undefined;
  primary: 'Primary' | '';
}

/** 002 §4: the primary symbol is flagged — the representative gene's symbol, else the first symbol. Listed first. */
export function locusSymbols(record: unknown): SymbolRow[] {
  const symbols = objects(prop(record, 'symbols'));
  const repSymbol = text(prop(prop(record, 'repGene'), 'symbol'));
  const matching = repSymbol ? symbols.findIndex((symbol) => sameName(symbol.name, repSymbol)) : -1;
  const primaryIndex = matching >= 0 ? matching : 0;
  const rows = symbols.map((symbol, index): SymbolRow => ({
    name: optionalText(symbol.name),
    fullName: optionalText(symbol.fullName),
    primary: index === primaryIndex ? 'Primary' : '',
  }));
  const primary = rows.splice(primaryIndex, 1);
  return [...primary, ...rows];
}

export interface TranscriptRow {
  name: string | undefined;
  geneId: Id | undefined;
  geneModelType: string | undefined;
  representative: boolean;
  isSpliceVariant: boolean | undefined;
}

/** The locus' gene models: the representative one first, then the others (each model once). */
export function locusTranscripts(record: unknown): TranscriptRow[] {
  const repGene = asObject(prop(record, 'repGene'));
  const others = objects(prop(record, 'otherGenes'));
  const repName = text(repGene?.name);
  const rows: TranscriptRow[] = [];
  if (repGene && (repName || idOf(repGene.geneId) !== undefined)) {
    const sameAsRep = others.find((gene) => repName && sameName(gene.name, repName));
    rows.push({
      name: optionalText(repGene.name),
      geneId: idOf(repGene.geneId),
      geneModelType: optionalText(repGene.geneModelType),
      representative: true,
      isSpliceVariant: flagValue(sameAsRep?.isSpliceVariant),
    });
  }
  for (const gene of others) {
    if (repName && sameName(gene.name, repName)) continue;
    rows.push({
      name: optionalText(gene.name),
      geneId: idOf(gene.geneId),
      geneModelType: undefined,
      representative: false,
      isSpliceVariant: flagValue(gene.isSpliceVariant),
    });
  }
  return rows;
}

export interface UpdateHistoryRow {
  date: string | number | undefined;
  updateType: string | undefined;
  name: string | undefined;
  tairObjectId: Id | undefined;
  status: 'obsolete' | 'in use';
}

// 002 §4: the status shows 'obsolete' or 'in use'. The server's flag on the entry decides when it gives one;
// otherwise an update that obsoleted the named locus says so in its type.
function historyStatus(entry: Record<string, unknown>): UpdateHistoryRow['status'] {
  const obsolete = flagValue(entry.isObsolete);
  if (obsolete !== undefined) return obsolete ? 'obsolete' : 'in use';
  return /obsolet/i.test(text(entry.updateType)) ? 'obsolete' : 'in use';
}

// Undated entries sort after dated ones.
const timeOf = (date: UpdateHistoryRow['date']) => {
  const time = date === undefined ? Number.NaN : new Date(date).getTime();
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
};

/** The locus' own updates and the updates of other loci that affected it, oldest first (undated last). */
export function locusUpdateHistory(record: unknown): UpdateHistoryRow[] {
  const entries = [...objects(prop(record, 'updateHistories')), ...objects(prop(record, 'affectedByHistories'))];
  const rows = entries.map(
    (entry): UpdateHistoryRow => ({
      date: dateOf(entry.date),
      updateType: optionalText(entry.updateType),
      name: optionalText(entry.name),
      tairObjectId: idOf(entry.tairObjectId),
      status: historyStatus(entry),
    }),
  );
  return rows
    .map((row, index) => ({ row, index, time: timeOf(row.date) }))
    // Infinity - Infinity is NaN, which falls through to the original order, as equal dates do.
    .sort((a, b) => a.time - b.time || a.index - b.index)
    .map(({ row }) => row);
}
