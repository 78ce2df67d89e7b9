import type { FormatterName } from './names';
import { doiUrl } from './doi';
import { stockOrderText } from './stockOrder';
import { keywordTypeName, ontologyTermUrl } from './ontology';
import { formatQuantity } from '../../ui/format/numbers';

// 002 §4: dates display as YYYY-MM-DD; a missing date shows 'Not specified'.
export const NOT_SPECIFIED = 'Not specified';

export function formatDate(value: unknown): string {
  if (value === null || value === undefined || value === '') return NOT_SPECIFIED;
  if (typeof value === 'string') {
    const iso = /^(\d{4}-\d{2}-\d{2})/.exec(value);
    if (iso?.[1]) return iso[1];
  }
  const date = value instanceof Date ? value : new Date(value as string | number);
  if (Number.isNaN(date.getTime())) return NOT_SPECIFIED;
  return date.toISOString().slice(0, 10);
}

// 002 §5: evidence codes we can name; anything else is 'Unknown'.
const evidenceCodes: Record<string, string> = {
  EXP: 'Inferred from Experiment',
  IEA: 'Inferred from Electronic Annotation',
  IEP: 'Inferred from Expression Pattern',
  IGI: 'Inferred from Genetic Interaction',
  IMP: 'Inferred from Mutant Phenotype',
  IPI: 'Inferred from Physical Interaction',
  ISS: 'Inferred from Sequence or structural Similarity',
  NAS: 'Non-traceable Author Statement',
  ND: 'No biological Data available',
  TAS: 'Traceable Author Statement',
  IC: 'Inferred by Curator',
  RCA: 'Inferred from Reviewed Computational Analysis',
  IBA: 'Inferred from Biological aspect of Ancestor',
  IBD: 'Inferred from Biological aspect of Descendant',
  IKR: 'Inferred from Key Residues',
  IRD: 'Inferred from Rapid Divergence',
  ISM: 'Inferred from Sequence Model',
  HDA: 'Inferred from High Throughput Direct Assay',
  HEP: 'Inferred from High Throughput Expression Pattern',
  HGI: 'Inferred from High Throughput Genetic Interaction',
  HMP: 'Inferred from High Throughput Mutant Phenotype',
};

export function evidenceCodeName(value: unknown): string {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return evidenceCodes[code] ?? 'Unknown';
}

const toText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? '' : String(value);

// 002 §9: authors show the first 6 names then 'et al.'
export const AUTHORS_SHOWN = 6;
export function formatAuthors(value: unknown): string {
  const names = Array.isArray(value)
    ? value.map(toText).filter(Boolean)
    : toText(value).split(/\s*[;,]\s*(?=[^,;]*\S)/).filter(Boolean);
  if (names.length <= AUTHORS_SHOWN) return names.join(', ');
  return `${names.slice(0, AUTHORS_SHOWN).join(', ')} et al.`;
}

export const formatters: Record<FormatterName, (value: unknown) => string> = {
  date: formatDate,
  // 002 §3: 'T' means true; array element isControl F is shown as No.
  yesNo: (value) => (value === 'T' || value === true ? 'Yes' : value === 'F' || value === false ? 'No' : toText(value)),
  // 002 §3: F forward, R reverse, anything else unknown.
  orientation: (value) => (value === 'F' ? 'forward' : value === 'R' ? 'reverse' : 'unknown'),
  evidenceCode: (value) => (toText(value) ? `${toText(value)} (${evidenceCodeName(value)})` : ''),
  // 002 §3: clone insert size 0 means Unknown.
  insertSize: (value) => (value === 0 || value === '0' ? 'Unknown' : toText(value)),
  authors: formatAuthors,
  // 002 §4: locus history status shows 'obsolete' or 'in use'.
  obsoleteStatus: (value) => (value === true || value === 'T' || value === 'true' ? 'obsolete' : 'in use'),
  // A quantity, thousands grouped (a year is no quantity: it has no number format).
  number: (value) => formatQuantity(value, 2),
  upperCase: (value) => toText(value).toUpperCase(),
  // 002 §2.3: array element links use the name lower-cased with spaces turned into underscores.
  arrayElementKey: (value) => toText(value).toLowerCase().replace(/\s+/g, '_'),
  // 002 §2.1: gene symbol type T is shown as P, any other as G.
  geneSymbolType: (value) => (value === 'T' ? 'P' : 'G'),
  associatedLociCount: (value) =>
    value === 'multiple_loci' ? 'Multiple loci' : value === 'single_locus' ? 'Single locus' : toText(value),
  // 002 §5: gene ontology searches strip a trailing numeric suffix from the gene name.
  stripNumericSuffix: (value) => toText(value).replace(/\.\d+$/, ''),
  // Some lists hold plain names or objects with a name (an array element's locus and experiments): either shows its name.
  nameOrValue: (value) =>
    value !== null && typeof value === 'object' && !Array.isArray(value) ? toText((value as { name?: unknown }).name) : toText(value),
  // 002 §4: GO: and PO: ids link to their ontology browsers (the URL of a link template's {$|ontologyTermUrl}).
  ontologyTermUrl,
  // A DOI's resolver link, slashes kept (the URL of a link template's {$|doiUrl}).
  doiUrl,
  keywordType: keywordTypeName,
  // 002 §9: only an available stock can be ordered from the stock centre ({$|stockOrderText} on a stock).
  stockOrderText,
  // 002 §2.3: a germplasm is titled by the name its donor gave it (originalName), else by its name ({$|originalNameOrName}).
  originalNameOrName: (value) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? toText((value as { originalName?: unknown }).originalName).trim() || toText((value as { name?: unknown }).name).trim()
      : toText(value),
};

/** Formatters that read a whole list (a list of author names), not each element of it on its own. */
const wholeListFormatters: ReadonlySet<FormatterName> = new Set(['authors']);
export const formatsWholeList = (name: FormatterName | undefined): boolean => name !== undefined && wholeListFormatters.has(name);

export function formatValue(value: unknown, name: FormatterName | undefined): string {
  if (name) return formatters[name](value);
  // Without a formatter numbers stay as they are: most are ids, years and coordinates, not quantities.
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return toText(value);
}
