// The citation and structured-data part of the record-type config format (format.ts imports it): how a record is
// cited ('Cite this page') and described to search engines (schema.org / Bioschemas JSON-LD).
import { z } from 'zod';
import { schemaOrgTypes } from '../citation/schemaOrgTypes';

const template = z
  .string()
  .min(1)
  .describe('A text template resolved against the record: {path} reads a value, {path|formatter} formats it.');

// Several templates: the first whose every placeholder has a value is used, so a config can fall back from one
// field to another ('{tairAccession}', then 'Locus:{tairObjectId}').
const templates = z
  .union([template, z.array(template).min(1)])
  .describe('A template, or several tried in order: the first whose every placeholder has a value is used.');

export const structuredDataConfig = z
  .strictObject({
    type: z
      .enum(schemaOrgTypes)
      .describe(
        'The schema.org type of the record. Gene, Protein, ScholarlyArticle and Person also claim their Bioschemas ' +
          'profile (dct:conformsTo) and carry its minimum properties; Organization, CreativeWork and Thing are plain schema.org.',
      ),
    name: templates.describe("The record's name: the citation's title and the schema.org name."),
    identifier: templates
      .optional()
      .describe("The record's accession (e.g. 'Locus:{tairObjectId}'): cited when present, and the schema.org identifier (else the stable URL)."),
    description: templates
      .optional()
      .describe('A one-line description (schema.org description); without one, the page heading and the portal name describe the record.'),
    alternateName: templates.optional().describe('Another name the record is known by (e.g. a gene symbol).'),
    properties: z
      .record(z.string().regex(/^[a-z][A-Za-z]*$/), templates)
      .optional()
      .describe('Further schema.org properties as text (e.g. datePublished, givenName, sameAs); a property whose templates are all empty is left out.'),
  })
  .describe("How the record is cited ('Cite this page') and described as schema.org / Bioschemas JSON-LD.");
