import { PORTAL_NAME, PORTAL_SHORT_NAME } from './portal';

/** What 'Cite this page' cites: the record, the portal, the day it was read and its stable address. */
export interface CitationInput {
  name: string;
  accession?: string;
  recordType: string;
  /** The record's key, for the BibTeX entry's key. */
  key?: string;
  stableUrl: string;
  accessed: Date;
  /** The reader's locale for the date in the text (the browser's when not given). */
  locale?: string;
}

/** The access date as a reader writes it: '27 November 2026' or 'November 27, 2026', by locale. */
export function accessedText(accessed: Date, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(accessed);
}

/** YYYY-MM-DD in the reader's own calendar day, as BibTeX's urldate wants it. */
export function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function citationText({ name, accession, stableUrl, accessed, locale }: CitationInput): string {
  const record = accession ? `${name} (${accession})` : name;
  return `${record}. ${PORTAL_NAME} (${PORTAL_SHORT_NAME}). ${stableUrl}. Accessed ${accessedText(accessed, locale)}.`;
}

// BibTeX's special characters, written so that LaTeX prints them as they are.
const bibtexEscapes: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  $: '\\$',
  '&': '\\&',
  '%': '\\%',
  '#': '\\#',
  _: '\\_',
  '^': '\\textasciicircum{}',
  '~': '\\textasciitilde{}',
};

export function escapeBibtex(text: string): string {
  return text.replace(/[\\{}$&%#_^~]/g, (character) => bibtexEscapes[character] ?? character);
}

/** A URL inside \url{}: only braces and backslashes could break the entry, and URLs may percent-encode them. */
function bibtexUrl(url: string): string {
  return url.replace(/[{}\\%]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** An entry key of letters, digits and dashes: 'tair-locus-2200935'. */
function citeKey(recordType: string, key: string | undefined, name: string): string {
  const slug = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return ['tair', slug(recordType), slug(key ?? name) || 'record'].filter(Boolean).join('-').toLowerCase();
}

export function citationBibtex({ name, accession, recordType, key, stableUrl, accessed }: CitationInput): string {
  const day = isoDay(accessed);
  const fields: [string, string][] = [
    // Double braces keep the name's capitals (AT1G01010, NAC001) as written.
    ['title', `{${escapeBibtex(name)}}`],
    ['author', `{${escapeBibtex(PORTAL_NAME)} (${PORTAL_SHORT_NAME})}`],
    ['howpublished', `\\url{${bibtexUrl(stableUrl)}}`],
    ['url', bibtexUrl(stableUrl)],
    ['year', String(accessed.getFullYear())],
    ['urldate', day],
    ['note', escapeBibtex(`${accession ? `${PORTAL_SHORT_NAME} accession ${accession}. ` : ''}Accessed ${day}`)],
  ];
  const body = fields.map(([field, value]) => `  ${field} = {${value}}`).join(',\n');
  return `@misc{${citeKey(recordType, key, name)},\n${body}\n}`;
}
