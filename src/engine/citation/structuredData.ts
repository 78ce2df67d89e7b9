import { PORTAL_NAME, PORTAL_SHORT_NAME } from './portal';
import type { RecordFacts } from './recordFacts';
import { bioschemasProfiles, CONFORMS_TO } from './schemaOrgTypes';

/**
 * The record as schema.org JSON-LD. Gene, Protein, ScholarlyArticle and Person name their Bioschemas profile and
 * always carry its minimum properties (schemaOrgTypes.ts lists them): the identifier falls back to the stable URL
 * and the description to the page heading, so no record leaves one out.
 */
export function structuredData(facts: RecordFacts, stableUrl: string): Record<string, unknown> {
  const profile = bioschemasProfiles[facts.type];
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': facts.type,
    '@id': stableUrl,
    ...(profile ? { [CONFORMS_TO]: { '@id': profile.url } } : {}),
    identifier: facts.accession ?? stableUrl,
    name: facts.name,
    url: stableUrl,
    mainEntityOfPage: stableUrl,
    description: facts.description ?? `${facts.heading}, a record of ${PORTAL_NAME} (${PORTAL_SHORT_NAME})`,
  };
  if (facts.alternateName) data.alternateName = facts.alternateName;
  // Config properties add to the description; they never replace what the profile requires.
  for (const [property, value] of Object.entries(facts.properties)) {
    if (!(property in data)) data[property] = value;
  }
  return data;
}

/**
 * JSON for a <script type="application/ld+json"> element. '<' (and '>', '&') are written as \u escapes, which JSON
 * reads back as the same characters, so record text such as '</script>' can never end the element early.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}
