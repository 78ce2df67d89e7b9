// The registration calls of 001 §7, and readers that turn their rows into what the forms show. The gene and
// publication rows are read under the names the reference server uses ({ id, name, symbol, description } and
// { id, title, year, authors }) and under the record field names 001 §3.2 lists (GENE_ID, NAME,
// REPRESENTATIVE_GENE_MODEL; REFERENCE_ID, TITLE), so either answer fills the lists.
import { apiGetJson, apiSend, type ApiAnswer } from '../../../api/client';
import type { LocusChoice, PublicationChoice, SymbolSubmission } from './detailRules';

/** The gene search starts at 2 typed characters, the publication search at 1 (001 §5). */
export const GENE_SEARCH_MIN = 2;
export const PUBLICATION_SEARCH_MIN = 1;

type Row = Record<string, unknown>;

/** The rows of an answer: a bare array, or an array under rows, data or docs. */
export function rowsOf(body: unknown): Row[] {
  const list = Array.isArray(body)
    ? body
    : body && typeof body === 'object'
      ? (['rows', 'data', 'docs'].map((key) => (body as Row)[key]).find(Array.isArray) as unknown[] | undefined)
      : undefined;
  if (!list) throw new Error('The answer holds no list of rows.');
  return list.filter((row): row is Row => Boolean(row) && typeof row === 'object');
}

const textOf = (...values: unknown[]): string => {
  for (const value of values) {
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return '';
};

const authorsOf = (value: unknown): string => (Array.isArray(value) ? value.map((author) => textOf(author)).filter(Boolean).join(', ') : textOf(value));

export function locusChoiceOf(row: Row): LocusChoice | null {
  const name = textOf(row.name, row.NAME, row.REPRESENTATIVE_GENE_MODEL);
  const id = textOf(row.id, row.GENE_ID, name);
  return name ? { id, name, symbol: textOf(row.symbol, row.SYMBOL), description: textOf(row.description, row.DESCRIPTION) } : null;
}

export function publicationChoiceOf(row: Row): PublicationChoice | null {
  const title = textOf(row.title, row.TITLE);
  const id = textOf(row.id, row.REFERENCE_ID);
  return title && id ? { id, title, year: textOf(row.year, row.YEAR), authors: authorsOf(row.authors ?? row.AUTHORS) } : null;
}

const present = <T>(value: T | null): value is T => value !== null;

/** GET gene_class_symbol/search: true when the symbol is taken (an empty answer means it is free). */
export async function isSymbolTaken(geneClassSymbol: string, signal?: AbortSignal): Promise<boolean> {
  return rowsOf(await apiGetJson('gene_class_symbol/search', { geneClassSymbol }, signal)).length > 0;
}

export async function searchLoci(searchTerm: string, signal?: AbortSignal): Promise<LocusChoice[]> {
  return rowsOf(await apiGetJson('gene_class_symbol/gene-search', { searchTerm }, signal)).map(locusChoiceOf).filter(present);
}

export async function searchPublications(searchTerm: string, signal?: AbortSignal): Promise<PublicationChoice[]> {
  return rowsOf(await apiGetJson('gene_class_symbol/publication-search', { searchTerm }, signal)).map(publicationChoiceOf).filter(present);
}

/** POST gene_class_symbol/updateGeneSymbolClass; a refusal is an answer, only a network failure throws. */
export const submitSymbol = (submission: SymbolSubmission): Promise<ApiAnswer> =>
  apiSend('POST', 'gene_class_symbol/updateGeneSymbolClass', submission);
