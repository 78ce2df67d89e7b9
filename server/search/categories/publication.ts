// POST /api/search/publication (001 §3.1 Publication; 002 §7 recent literature): publications by author, journal,
// title, locus, PubMed id or DOI, within a range of years, of a type, annotated with keywords. Newest first.
import * as z from 'zod';
import { keywordRow, PUBLICATION_SEARCH_TYPES, PUBLICATION_TYPES, publicationPayload, type PublicationPayload } from '../../../contracts/search/publication';
import type { PublicationResponse } from '../../../schemas/publication';
import type { CategoryModule, Criterion, IndexedDoc, RelatedRecord, SearchMethod } from '../types';
import { anyOfCriterion, citedAuthors, criteriaOf, distinct, linksOf, linkTo, listOf, selected, termsOf, textCriterion } from './rowCriteria';

/** Term fields each search type (contracts/search/publication.ts) matches; title_abstract is a word search. */
const FIELDS_BY_SEARCH_TYPE: Record<Exclude<(typeof PUBLICATION_SEARCH_TYPES)[number], 'title_abstract'>, string[]> = {
  authors: ['author'],
  pubName: ['source'],
  loci: ['locus'],
  pubmedId: ['pubmed_id'],
  doi: ['doi'],
};

/** A record's publication type in the spelling of 001 §3.7; 'journal article' is a research_article. */
const TYPE_SPELLINGS: Record<string, string> = { journal_article: 'research_article', article: 'research_article' };
const typeSpelling = (type: string | null | undefined) => {
  const spelled = (type ?? '').trim().toLowerCase().replace(/\s+/g, '_');
  return TYPE_SPELLINGS[spelled] ?? spelled;
};

/** A year of the payload as a number: 'present' is this year. */
const yearValue = (value: number | 'present' | undefined) => (value === 'present' ? new Date().getUTCFullYear() : value);

export interface PublicationDoc {
  id: string;
  title: string;
  authors: string;
  year: number | null;
  source: string | null;
  type: string | null;
  pubmed_id: string | null;
  doi: string | null;
  loci: { id: string; name: string }[];
  keywords: string[];
  /**
   * When the record was last changed (YYYY-MM-DD), or null: the recent literature page (002 §2.1) lists the
   * 14 days before the newest of these.
   */
  date_last_modified: string | null;
}

const asYear = (value: string | number | null | undefined) => {
  const number = typeof value === 'number' ? value : Number.parseInt(value ?? '', 10);
  return Number.isFinite(number) ? number : null;
};

/** A record's dateLastModified (an ISO date or time, or epoch milliseconds) as YYYY-MM-DD; null when absent or unreadable. */
function modificationDate(publication: PublicationResponse): string | null {
  const value = (publication as { dateLastModified?: unknown }).dateLastModified;
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value).toISOString().slice(0, 10);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value.trim())) return value.trim().slice(0, 10);
  return null;
}

export function publicationDoc(key: string, publication: PublicationResponse): PublicationDoc {
  return {
    id: key,
    title: publication.title,
    authors: citedAuthors(publication.authors),
    year: asYear(publication.publicationYear),
    source: publication.sourceName || publication.pubName || null,
    type: publication.publicationType ?? null,
    pubmed_id: publication.pubmedId !== null && publication.pubmedId !== undefined ? String(publication.pubmedId) : null,
    doi: publication.doi ?? null,
    loci: linksOf(listOf(publication.loci).map((locus) => linkTo(locus.locusId, locus.name))),
    keywords: distinct(listOf(publication.keywords).map((keyword) => keyword.keyword)),
    date_last_modified: modificationDate(publication),
  };
}

const authorList = (authors: PublicationResponse['authors']) =>
  !authors ? [] : typeof authors === 'string' ? authors.split(/\s*[,;]\s*/) : authors;

type PublicationKeyword = NonNullable<PublicationResponse['keywords']>[number];

/** The keyword's category (func, proc, …): as the publication lists it, else the keyword record's type. */
function keywordTypeOf(keyword: PublicationKeyword, related: RelatedRecord): string | null {
  if (keyword.keywordType) return keyword.keywordType;
  if (keyword.keywordId === null || keyword.keywordId === undefined) return null;
  const record = related('keyword', String(keyword.keywordId)) as { summary?: { kwType?: unknown } } | null;
  return typeof record?.summary?.kwType === 'string' ? record.summary.kwType : null;
}

function indexPublication(key: string, publication: PublicationResponse, related: RelatedRecord): IndexedDoc {
  const doc = publicationDoc(key, publication);
  const keywords = listOf(publication.keywords);
  const abstract = (publication as { abstract?: unknown }).abstract;
  return {
    id: key,
    doc: { ...doc },
    // Newest first, then by title.
    sortKey: `${String(9999 - (doc.year ?? 0)).padStart(4, '0')} ${doc.title.toLowerCase()}`,
    terms: [
      ...termsOf('author', authorList(publication.authors)),
      ...termsOf('source', [publication.sourceName, publication.pubName]),
      ...termsOf('locus', listOf(publication.loci).flatMap((locus) => [locus.name, locus.symbol])),
      ...termsOf('pubmed_id', [doc.pubmed_id]),
      ...termsOf('doi', [doc.doi]),
      ...termsOf('type', [typeSpelling(publication.publicationType)]),
      ...termsOf('keyword', keywords.map((keyword) => keyword.keyword)),
      // A keyword is also found within its category (func, proc, …).
      ...keywords.flatMap((keyword) => {
        const type = keywordTypeOf(keyword, related);
        return type ? termsOf(`keyword_${type.trim().toLowerCase()}`, [keyword.keyword]) : [];
      }),
    ],
    numbers: doc.year !== null ? [{ field: 'year', value: doc.year }] : [],
    // Title and abstract are prose: the word index alone finds them (docs/search.md "Prose").
    words: [
      { field: 'title', text: publication.title },
      { field: 'abstract', text: typeof abstract === 'string' ? abstract : '' },
    ],
  };
}

interface Restrictions {
  year_from?: number | 'present';
  year_to?: number | 'present';
  publication_type?: (typeof PUBLICATION_TYPES)[number];
}

/**
 * The year bounds of every row and of the top level as one range: the bounds of the rows all apply, so the range is
 * their intersection (the latest from, the earliest to). One range reads only the publications of those years from
 * the year index; a range per row would have the open-ended 'to' row list nearly every publication (recent literature
 * sends year_from and year_to as two rows: 200–600 ms on 100,000 publications, 2 ms as one range).
 */
function yearCriterion(rows: readonly Restrictions[]): Criterion | null {
  let min: number | undefined;
  let max: number | undefined;
  for (const row of rows) {
    const from = yearValue(row.year_from);
    const to = yearValue(row.year_to);
    if (from !== undefined) min = min === undefined ? from : Math.max(min, from);
    if (to !== undefined) max = max === undefined ? to : Math.min(max, to);
  }
  return min !== undefined || max !== undefined ? { kind: 'range', field: 'year', min, max } : null;
}

const typeCriterion = (row: Restrictions): Criterion | null =>
  row.publication_type && row.publication_type !== 'all' ? anyOfCriterion('type', [row.publication_type]) : null;

/** title_abstract: the words of the title or abstract (contains: every word; starts_with, exactly: the phrase). */
function proseCriterion(method: SearchMethod | undefined, input: string | undefined): Criterion | null {
  const value = input?.trim() ?? '';
  return value === '' ? null : { kind: 'words', value, fields: ['title', 'abstract'], method: method ?? 'contains' };
}

function keywordCriterion(row: z.infer<typeof keywordRow>): Criterion | null {
  const types = selected(row.keyword_types);
  return textCriterion(types.length > 0 ? types.map((type) => `keyword_${type.toLowerCase()}`) : ['keyword'], row.keyword_method, row.keyword_term);
}

export const publicationCategory: CategoryModule<PublicationPayload> = {
  category: 'publication',
  version: 4,
  sourceTypes: ['publication'],
  reads: ['keyword'],
  // Records were checked against schemas/publication.ts by the data tests.
  index: (type, key, body, related) => (type === 'publication' ? [indexPublication(key, body as PublicationResponse, related)] : []),
  payload: publicationPayload,
  query(payload) {
    const termRows = listOf(payload.searchTerms);
    const rowCriteria = termRows.flatMap((row) =>
      criteriaOf(
        row.search_type === 'title_abstract'
          ? proseCriterion(row.search_method, row.search_input)
          : row.search_type ? textCriterion(FIELDS_BY_SEARCH_TYPE[row.search_type], row.search_method, row.search_input) : null,
        typeCriterion(row),
      ),
    );
    return {
      category: 'publication',
      criteria: criteriaOf(
        ...rowCriteria,
        yearCriterion([...termRows, payload]),
        typeCriterion(payload),
        ...listOf(payload.keywordTerms).map(keywordCriterion),
      ),
    };
  },
};
