// Parts shared by the advanced-search categories other than genes (dna, protein, germplasm, …): how their rows
// become criteria, how record values become index terms, and the doc parts every category spells the same way
// (links, author lists). Pure functions; the payload building blocks themselves are in contracts/search/payload.ts.
import type { MapLocationRows, Selection } from '../../../contracts/search/payload';
import type { AnyOfCriterion, Criterion, IndexedTerm, SearchMethod, TextCriterion } from '../types';

/** The chosen options of a select, without blanks and without 'any'. */
export function selected(value: Selection | undefined): string[] {
  const values = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return values.map((one) => one.trim()).filter((one) => one !== '' && one.toLowerCase() !== 'any');
}

/** Text criterion of a row, or null when its input is empty or blank (such rows are ignored). */
export function textCriterion(fields: string[], method: SearchMethod | undefined, input: string | undefined): TextCriterion | null {
  const value = input?.trim() ?? '';
  if (value === '') return null;
  return { kind: 'text', fields, method: method ?? 'contains', value };
}

/** The doc has one of the values in the field, or null when nothing was chosen (no restriction). */
export function anyOfCriterion(field: string, values: string[]): AnyOfCriterion | null {
  return values.length > 0 ? { kind: 'anyOf', field, values } : null;
}

/** A flag the doc carries (a checkbox: only true restricts). */
export const flagCriterion = (field: string, checked: boolean | undefined): AnyOfCriterion | null =>
  checked === true ? { kind: 'anyOf', field, values: ['true'] } : null;


/**
 * Map location rows → one criterion: the doc lies in any of the rows' places. A row without a range asks for the
 * chromosome only (the doc's `chromosome` term, so records placed on a chromosome without positions count); a row
 * with a range asks for a `location` span overlapping it (base pairs).
 */
export function mapLocationCriterion(locations: MapLocationRows | undefined): Criterion | null {
  if (!locations || locations.length === 0) return null;
  const places = locations.map((location): Criterion => {
    if (location.low_range === undefined && location.high_range === undefined) {
      return { kind: 'anyOf', field: 'chromosome', values: [location.chromosome] };
    }
    return { kind: 'span', field: 'location', chromosome: location.chromosome, min: location.low_range, max: location.high_range };
  });
  return places.length === 1 ? places[0]! : { kind: 'any', criteria: places };
}

/** Criteria without the rows that asked for nothing. */
export const criteriaOf = (...criteria: (Criterion | null | undefined)[]): Criterion[] => criteria.filter((one): one is Criterion => !!one);

/** Index terms of one field from record values, skipping empty ones. */
export function termsOf(field: string, values: readonly unknown[]): IndexedTerm[] {
  return values
    .filter((value): value is string | number => (typeof value === 'string' && value.trim() !== '') || typeof value === 'number')
    .map((value) => ({ field, value: String(value) }));
}

/** A flag term: present (value 'true') only when the record has the feature. */
export const flagTerm = (field: string, present: boolean): IndexedTerm[] => (present ? [{ field, value: 'true' }] : []);

/** A list in a record, which the record may omit. */
export const listOf = <T>(value: readonly T[] | null | undefined): readonly T[] => value ?? [];

/** One object or a list of them, as some records send (transposon parts, marker loci). */
export const oneOrMany = <T>(value: T | readonly T[] | null | undefined): readonly T[] =>
  value === null || value === undefined ? [] : Array.isArray(value) ? (value as readonly T[]) : [value as T];

export interface Link {
  id: string;
  name: string;
}

/** A link of a doc to another record, or null without a key to link by. */
export function linkTo(id: string | number | null | undefined, name: string | null | undefined): Link | null {
  if (id === null || id === undefined || String(id) === '') return null;
  return { id: String(id), name: name ?? String(id) };
}

/** Links without duplicates (by id) and without the missing ones. */
export function linksOf(links: (Link | null)[]): Link[] {
  const seen = new Set<string>();
  return links.filter((link): link is Link => link !== null && !seen.has(link.id) && (seen.add(link.id), true));
}

/** Distinct non-empty strings, in first-seen order. */
export const distinct = (values: readonly (string | null | undefined)[]): string[] => [
  ...new Set(values.filter((value): value is string => typeof value === 'string' && value.trim() !== '')),
];

/** 002 §9: the first 6 authors, then 'et al.' (as the detail pages cite them). */
export function citedAuthors(authors: string | readonly string[] | null | undefined): string {
  if (!authors) return '';
  if (typeof authors === 'string') return authors;
  return authors.length > 6 ? `${authors.slice(0, 6).join(', ')} et al.` : authors.join(', ');
}

/** The chromosome an AGI code names (AT1G01010 → '1', ATCG… → 'C', ATMG… → 'M'), or null. */
export function agiChromosome(agi: string | null | undefined): string | null {
  const match = /^AT([1-5CM])G/i.exec(agi ?? '');
  return match ? match[1]!.toUpperCase() : null;
}

/** A record's short ecotype name without its line number ('Col-0' → 'Col', 'Ler-0' → 'Ler'), as the marker form lists them. */
export const ecotypeStem = (abbreviation: string): string => abbreviation.trim().replace(/-\d+$/, '');

/** A sort key that puts text in case-insensitive order. */
export const textSortKey = (text: string | null | undefined): string => (text ?? '').trim().toLowerCase();
