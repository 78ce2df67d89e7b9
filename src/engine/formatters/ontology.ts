// Ontology terms (keywords): where a term id can be browsed, and the name of a keyword's ontology aspect.

// 002 §4: external ids prefixed GO: or PO: link to ontology browsers — GO terms to QuickGO, PO terms to the
// Planteome browser. Ids are the prefix and digits only, so the URL needs no encoding.
const ontologyBrowsers: Record<string, string> = {
  GO: 'https://www.ebi.ac.uk/QuickGO/term/',
  PO: 'https://browser.planteome.org/amigo/term/',
};

/** The ontology browser's page of a GO: or PO: id; '' for any other id, which then shows as plain text. */
export function ontologyTermUrl(value: unknown): string {
  const match = typeof value === 'string' ? /^(GO|PO):(\d+)$/i.exec(value.trim()) : null;
  if (!match?.[1] || !match[2]) return '';
  const prefix = match[1].toUpperCase();
  return `${ontologyBrowsers[prefix] ?? ''}${prefix}:${match[2]}`;
}

// 002 §5: keyword types comp, func, proc (Gene Ontology) and grow, stru (Plant Ontology), named as the gene page
// names their categories.
const keywordTypes: Record<string, string> = {
  comp: 'GO Cellular Component',
  func: 'GO Molecular Function',
  proc: 'GO Biological Process',
  grow: 'Growth and Developmental Stages',
  stru: 'Plant Structure',
};

/** A keyword's ontology aspect by name; an unknown type is shown as it is. */
export function keywordTypeName(value: unknown): string {
  if (typeof value !== 'string') return '';
  return keywordTypes[value.trim().toLowerCase()] ?? value.trim();
}
