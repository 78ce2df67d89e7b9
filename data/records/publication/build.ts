// Builders for publication records (002 §3 Publication) and for the ways other records cite a publication.
import type { PublicationResponse } from '../../../schemas/publication';
import { rosterKeywords, rosterLoci } from '../../roster';

export type RosterKeyword = keyof typeof rosterKeywords;
export type RosterLocusName = keyof typeof rosterLoci;

/** Keywords as publications and protocols list them, by the roster's keyword keys. */
export const keywordRefs = (keys: readonly RosterKeyword[]) =>
  keys.map((key) => ({ keyword: rosterKeywords[key].name, keywordId: rosterKeywords[key].key }));

/** Keywords as a publication lists them: with the keyword's type (func, proc, comp, stru, grow), which search reads. */
export const publicationKeywordRefs = (keys: readonly RosterKeyword[]) =>
  keys.map((key) => ({ keyword: rosterKeywords[key].name, keywordId: rosterKeywords[key].key, keywordType: rosterKeywords[key].type }));

/** Loci as a publication lists them. */
export const locusRefs = (keys: readonly RosterLocusName[]) =>
  keys.map((key) => ({ name: rosterLoci[key].name, symbol: rosterLoci[key].symbol, locusId: rosterLoci[key].key }));

export interface PublicationFacts {
  key: number;
  title: string;
  authors: string | readonly string[];
  journal: string;
  year: number;
  pubmedId?: number | null;
  doi?: string | null;
}

/** The parts every publication record shares; the rest (keywords, loci, counts, comments) is per record. */
export function publicationRecord(facts: PublicationFacts, rest: Partial<PublicationResponse>): PublicationResponse {
  return {
    title: facts.title,
    referenceId: facts.key,
    sourceName: facts.journal,
    publicationYear: facts.year,
    authors: typeof facts.authors === 'string' ? facts.authors : [...facts.authors],
    publicationType: 'journal article',
    pubName: facts.journal,
    volume: null,
    issue: null,
    pageStart: null,
    doi: facts.doi ?? null,
    pubmedId: facts.pubmedId ?? null,
    refid: null,
    annotationCount: 0,
    communities: [],
    keywords: [],
    loci: [],
    comments: [],
    ...rest,
  };
}

/** 002 §3: a publication as other records list it (referenceId, title, authors, sourceName, year). */
export function publicationSummary(record: PublicationResponse) {
  return {
    referenceId: record.referenceId,
    title: record.title,
    authors: record.authors,
    sourceName: record.sourceName,
    publicationYear: record.publicationYear,
  };
}

/** The summary with the publication's DOI, for records that are searched by it (polymorphisms, 001 §3.1). */
export const publicationSummaryWithDoi = (record: PublicationResponse) => ({ ...publicationSummary(record), doi: record.doi ?? null });
