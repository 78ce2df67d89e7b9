// The publication search payload (POST /api/search/publication; 001 §3.1 Publication; 002 §7 recent literature):
// term rows, keyword rows, a range of years and a type.
import * as z from 'zod';
import { oneOf, rows, searchMethod, searchText, selection } from './payload';

/**
 * 001 §3.7 search types: authors (an author's name), pubName (journal or source), title_abstract (title, and
 * abstract when the record has one), loci (locus name or symbol), pubmedId, doi (001 §4: the form offers exactly).
 */
export const PUBLICATION_SEARCH_TYPES = ['authors', 'pubName', 'title_abstract', 'loci', 'pubmedId', 'doi'] as const;
/** 001 §3.7 publication types; 'all' is no restriction. A record's 'journal article' is a research_article. */
export const PUBLICATION_TYPES = [
  'all', 'book', 'research_article', 'review', 'dissertation', 'press_article', 'comment', 'abstract', 'book_chapter', 'erratum',
] as const;
/** 001 §9: a year from 1947 on, or 'present' (this year); sent as a number or as digits. */
const year = z.union([
  z.literal('present'),
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{4}\s*$/.test(value) ? Number(value) : value),
    z.number({ error: "must be a year or 'present'" }).int('must be a whole year').min(1000, 'must be a year').max(9999, 'must be a year'),
  ),
]);
/** The year and type restrictions, sent at the top level or (as recent literature does) as rows of searchTerms. */
const restrictions = {
  year_from: year.optional(),
  year_to: year.optional(),
  publication_type: oneOf(PUBLICATION_TYPES).optional(),
};

/** A term row, or a row of year and type restrictions; one strict row type, so a wrong key or value is named. */
const publicationTermRow = z.strictObject({
  search_type: oneOf(PUBLICATION_SEARCH_TYPES).optional(),
  search_method: searchMethod.optional(),
  search_input: searchText.optional(),
  ...restrictions,
});

export const keywordRow = z.strictObject({
  keyword_method: searchMethod.optional(),
  keyword_term: searchText.optional(),
  keyword_types: selection.optional(),
});

export const publicationPayload = z.strictObject({
  searchTerms: rows(publicationTermRow).optional(),
  keywordTerms: rows(keywordRow).optional(),
  ...restrictions,
});
export type PublicationPayload = z.infer<typeof publicationPayload>;
