// The id list of bulk sequence retrieval (001 §2.8): the address carries locus ids separated by commas, the page
// shows them one per line, and the researcher may paste more in any layout.

/** At most this many ids in one request (the limit of POST search/sequences). */
export const MAX_BULK_IDS = 10_000;

/** The route's comma-separated ids, one per line, as the text box shows them. */
export function idsTextFromRoute(ids: string | undefined): string {
  if (!ids) return '';
  return ids
    .split(',')
    .map((id) => safeDecode(id).trim())
    .filter((id) => id !== '')
    .join('\n');
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * The ids of the text box: split at line ends, commas, semicolons and spaces, trimmed, upper-cased (AGI codes are
 * written in capitals, 'at1g01010' means the same), blanks and repeats dropped, first appearance kept.
 */
export function parseIds(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[\s,;]+/)) {
    const id = part.trim().toUpperCase();
    if (id !== '') seen.add(id);
  }
  return [...seen];
}

/** A gene model id carries its model number after a dot (AT1G01010.1); a locus id does not. */
export const isGeneModelId = (id: string) => id.includes('.');

const AGI_LOCUS = /^AT[1-5CM]G\d{5}$/;

/** The AGI locus code an id names (AT1G01010 for AT1G01010.1), or undefined for other kinds of id. */
export function agiLocusOf(id: string): string | undefined {
  const locus = id.split(/[.-]/)[0] ?? '';
  return AGI_LOCUS.test(locus) ? locus : undefined;
}

/**
 * The AGI-coded ids of the list that no FASTA header answers: the server leaves unknown ids out, so the page names
 * them. A header's id starts with its locus code (AT1G01010.1, AT1G01010.1-2, AT1G01010-AT1G01020).
 */
export function idsWithoutSequences(ids: readonly string[], fasta: string): string[] {
  const answered = new Set<string>();
  for (const line of fasta.split('\n')) {
    if (!line.startsWith('>')) continue;
    const locus = agiLocusOf(line.slice(1).split(/[\s|]/)[0] ?? '');
    if (locus) answered.add(locus);
  }
  return ids.filter((id) => {
    const locus = agiLocusOf(id);
    return locus !== undefined && !answered.has(locus);
  });
}
