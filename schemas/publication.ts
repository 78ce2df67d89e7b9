// 002 §3 Publication: GET detail/publication?key= — the record behind /publication (Summary).
import * as z from 'zod/mini';
import { authors, commentSchema, id, list, text, year, type KnownFields } from './shared';

/** A registered community member among the authors: a person or an organization, by community key. */
const publicationCommunitySchema = z.looseObject({
  communityId: z.nullish(id),
  communityType: text(),
  firstName: text(),
  lastName: text(),
  organizationName: text(),
});

/**
 * A keyword (ontology term) the publication is annotated with; keywordId is the keyword's key, keywordType its
 * category (func, proc, comp, stru, grow, meth, user).
 */
const publicationKeywordSchema = z.looseObject({ keyword: text(), keywordId: z.nullish(id), keywordType: text() });

/** A locus the publication is about. 002 §9: at most 21 shown, '... more' above 19. */
const publicationLocusSchema = z.looseObject({ name: text(), symbol: text(), locusId: z.nullish(id) });

export const publicationSchema = z.looseObject({
  title: z.string(),
  referenceId: z.nullish(id),
  /** The journal or book, as cited. */
  sourceName: text(),
  publicationYear: z.nullish(year),
  /** 002 §9: the page shows the first 6 names, then 'et al.'. */
  authors: z.nullish(authors),
  /** e.g. 'journal article', 'book chapter'. */
  publicationType: text(),
  /** The journal's name. */
  pubName: text(),
  volume: text(),
  issue: text(),
  pageStart: text(),
  /** 'No DOI available' when absent. */
  doi: text(),
  /** 'No PubMed ID available' when absent. */
  pubmedId: z.nullish(z.union([z.number(), z.string()])),
  /** The publication's number in the legacy literature database. */
  refid: z.nullish(id),
  /** 002 §4: above zero a link to the annotations, otherwise an invitation to submit some. */
  annotationCount: z.nullish(z.number()),
  communities: list(publicationCommunitySchema),
  keywords: list(publicationKeywordSchema),
  loci: list(publicationLocusSchema),
  comments: list(commentSchema),
});

/** The parsed publication, with only its known fields (so config paths are checked by `tsc`). */
export type Publication = KnownFields<z.infer<typeof publicationSchema>>;

/** A detail/publication response as the server sends it. */
export type PublicationResponse = z.input<typeof publicationSchema>;
