// The schema.org types a record may be described as, and the Bioschemas profile each one claims. Plain data, so
// that the config format (classic zod, tests only) and the page (no classic zod) share one list.

export const schemaOrgTypes = ['Gene', 'Protein', 'ScholarlyArticle', 'Person', 'Organization', 'CreativeWork', 'Thing'] as const;
export type SchemaOrgType = (typeof schemaOrgTypes)[number];

/** The JSON-LD key of dct:conformsTo: Bioschemas asks for the full Dublin Core URL in the markup. */
export const CONFORMS_TO = 'http://purl.org/dc/terms/conformsTo';

export interface BioschemasProfile {
  /** The versioned profile URL, the value of dct:conformsTo. */
  url: string;
  /** The profile's 'Minimum' properties besides @context, @type, @id and dct:conformsTo. */
  minimum: readonly string[];
}

/**
 * The Bioschemas profiles the portal's records follow, with the properties each marks 'Minimum':
 * - Gene 1.0-RELEASE: identifier, name (loci and gene models);
 * - Protein 0.11-RELEASE: identifier, name;
 * - ScholarlyArticle 0.2-DRAFT-2020_12_03: identifier, name (the title; headline is optional there);
 * - Person 0.3-DRAFT: name, description, mainEntityOfPage.
 * Organization has no Bioschemas profile: it is plain schema.org (name, identifier, url), as are CreativeWork and
 * Thing, which describe the remaining record types.
 */
export const bioschemasProfiles: Partial<Record<SchemaOrgType, BioschemasProfile>> = {
  Gene: { url: 'https://bioschemas.org/profiles/Gene/1.0-RELEASE', minimum: ['identifier', 'name'] },
  Protein: { url: 'https://bioschemas.org/profiles/Protein/0.11-RELEASE', minimum: ['identifier', 'name'] },
  ScholarlyArticle: { url: 'https://bioschemas.org/profiles/ScholarlyArticle/0.2-DRAFT-2020_12_03', minimum: ['identifier', 'name'] },
  Person: { url: 'https://bioschemas.org/profiles/Person/0.3-DRAFT', minimum: ['name', 'description', 'mainEntityOfPage'] },
};
