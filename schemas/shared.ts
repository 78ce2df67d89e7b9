// Parts of detail-record responses that many record types share (002 §3): ids, dates, flags, comments,
// attributions, map assignments, publication summaries and external links.
// Lenient about unknown fields (every object is loose, so new server fields pass through untouched); strict about
// the fields we read: each is type-checked when present, optional ones are nullish, and lists are nullish rather
// than defaulted, so the parsed record is the response itself (renderers treat a missing list as empty).
import * as z from 'zod/mini';

/** Record ids arrive as numbers from some endpoints and as numeric strings from others. */
export const id = z.union([z.number(), z.string()]);

/** Dates arrive as ISO strings or epoch milliseconds; the 'date' formatter shows both as YYYY-MM-DD. */
export const dateValue = z.union([z.string(), z.number()]);

/** Yes/no flags arrive as booleans or as the legacy 'T' / 'F'. */
export const flag = z.union([z.boolean(), z.enum(['T', 'F'])]);

/** Years arrive as numbers or strings ('2011'). */
export const year = z.union([z.number(), z.string()]);

/** Author lists arrive as one string ('Smith J, Doe A') or as a list of names; the 'authors' formatter takes both. */
export const authors = z.union([z.string(), z.array(z.string())]);

export const text = () => z.nullish(z.string());
export const count = () => z.nullish(z.number());
export const list = <T extends z.ZodMiniType>(element: T) => z.nullish(z.array(element));

/**
 * The record type a config's paths are checked against: the inferred response type without the index signatures
 * that loose objects add, so `Path<Locus>` lists the known fields only and a typo fails `tsc`.
 */
export type KnownFields<T> = T extends readonly (infer E)[]
  ? KnownFields<E>[]
  : T extends object
    ? { [K in keyof T as string extends K ? never : number extends K ? never : K]: KnownFields<T[K]> }
    : T;

/**
 * 002 §3 Comment. Two shapes reach us: {firstName, communityId, notepadComment, dateEntered} on most pages and
 * {person: {name, communityId}, notepadComment, notepadId, dateEntered} on the locus and protein pages. One loose
 * object holds both, so the comments renderer reads whichever is present.
 */
export const commentSchema = z.looseObject({
  firstName: text(),
  lastName: text(),
  communityId: z.nullish(id),
  person: z.nullish(z.looseObject({ name: text(), communityId: z.nullish(id) })),
  notepadComment: text(),
  notepadId: z.nullish(id),
  dateEntered: z.nullish(dateValue),
});

/** 002 §3 Attribution: who contributed a record, as a person or an organization. */
export const attributionSchema = z.looseObject({
  attributionType: text(),
  communityType: text(),
  communityId: z.nullish(id),
  firstName: text(),
  lastName: text(),
  organizationName: text(),
  attributionDate: z.nullish(dateValue),
});

/** The map a locus assignment sits on (locus pages nest it; other pages flatten it into the assignment). */
export const assignedMapSchema = z.looseObject({
  mapId: z.nullish(id),
  name: text(),
  chromosome: text(),
  mapType: text(),
});

/** A locus assignment's parent map (a super assignment): the super map may be named by a string or an object. */
export const superAssignmentSchema = z.looseObject({
  superMap: z.nullish(z.union([z.string(), assignedMapSchema])),
  mapElementType: text(),
});

/**
 * 002 §3 Map assignment (global assignment). Flat on most pages (chromosome, name, mapId, mapType, units); on the
 * locus page the map is nested (map.chromosome, map.mapType, map.name), the unit is `unit` and super assignments
 * follow. orientation is F (forward), R (reverse) or anything else (unknown).
 */
export const mapAssignmentSchema = z.looseObject({
  chromosome: text(),
  name: text(),
  mapId: z.nullish(id),
  mapType: text(),
  map: z.nullish(assignedMapSchema),
  startPosition: z.nullish(z.number()),
  endPosition: z.nullish(z.number()),
  units: text(),
  unit: text(),
  orientation: text(),
  globalAssignmentId: z.nullish(id),
  attributionIdForLink: z.nullish(id),
  superAssignments: list(superAssignmentSchema),
});

/** 002 §3 Publication as listed on other records: enough to link to it and cite it. */
export const publicationSummarySchema = z.looseObject({
  referenceId: z.nullish(id),
  title: text(),
  authors: z.nullish(authors),
  sourceName: text(),
  publicationYear: z.nullish(year),
  /** The publication's DOI, where the citing record gives it (polymorphisms). */
  doi: text(),
});

/** 002 §3 (locus): external links grouped by the kind of site, each with its site name and full URL. */
export const externalLinkGroupSchema = z.looseObject({
  type: text(),
  links: list(z.looseObject({ websiteName: text(), url: text() })),
});

/** 002 §3 (gene, protein): one external link as a base URL plus the record's identifier on that site. */
export const externalLinkSchema = z.looseObject({
  webSiteName: text(),
  baseUrl: text(),
  urlVariable: z.nullish(z.union([z.string(), z.number()])),
});

/** An image attached to a germplasm or vector. */
export const imageSchema = z.looseObject({ imageId: z.nullish(id) });

export type Comment = z.infer<typeof commentSchema>;
export type Attribution = z.infer<typeof attributionSchema>;
export type MapAssignment = z.infer<typeof mapAssignmentSchema>;
export type PublicationSummary = z.infer<typeof publicationSummarySchema>;
export type ExternalLinkGroup = z.infer<typeof externalLinkGroupSchema>;
export type ExternalLink = z.infer<typeof externalLinkSchema>;
