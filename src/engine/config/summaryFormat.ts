// The summary band's part of the record-type config format (format.ts imports it): what a detail page shows above
// its sections so that a reader knows the record at a glance, and the name line under a heading that does not
// name the record. Like the rest of the format it is plain data: values are read by path or named derivation and
// shown through templates and named formatters (src/engine/summary renders it).
// The names of formatters and derivations come from their name lists, not from format.ts, which imports this file.
import { z } from 'zod';
import { derivationNames } from '../derivations/names';
import { formatterNames } from '../formatters/names';
import { fieldCondition, fieldPath } from './fieldConditions';

const template = z
  .string()
  .min(1)
  .describe(
    'A text or link template resolved against each element of the value: {path} reads from the element, ' +
      '{^path} from the record, {$} is the element itself, {path|formatter} formats it. Values in URLs are URL-encoded.',
  );

const elementFilter = z
  .strictObject({
    path: fieldPath.describe('The path in each element the filter reads.'),
    equals: z.union([z.string(), z.number(), z.boolean()]).optional().describe('Keep the elements whose value equals this.'),
    sameAs: fieldPath
      .optional()
      .describe("Keep the elements whose value is the record's value at this path (compared as text, ignoring case)."),
    not: z.literal(true).optional().describe('Keep the elements that do not meet the rest of the filter instead.'),
  })
  .describe('Which elements of a list value an item shows.');

// Where an item's value comes from: a record path, a named derivation, or the record itself; then, for a list,
// which of its elements.
const valueSource = {
  path: fieldPath.optional().describe('The record path of the value. Without path or derive the value is the record itself.'),
  derive: z.enum(derivationNames).optional().describe('Compute the value from the whole record with a named derivation from src/engine/derivations.'),
  where: elementFilter.optional(),
  pick: z
    .enum(['first', 'rest'])
    .optional()
    .describe("Of a list (after `where`), only the first element ('first') or every element but the first ('rest')."),
};

const itemBase = {
  label: z.string().min(1).describe('The label beside the value.'),
  showIf: fieldCondition.optional().describe('Show the item only when the record meets this condition.'),
  wide: z.boolean().optional().describe('Take the whole width of the band (long text such as a description).'),
};

const valueItem = z
  .strictObject({
    kind: z.literal('value'),
    ...itemBase,
    ...valueSource,
    text: template.optional().describe('Text per element; defaults to the element itself (through `format`).'),
    format: z.enum(formatterNames).optional().describe('A named formatter for elements shown without a text template.'),
    href: template.optional().describe('Make each element a link.'),
    external: z.boolean().optional().describe('The links leave the portal (open in a new tab).'),
    count: z
      .strictObject({
        one: z.string().min(1).describe("The noun for one element, e.g. 'gene model'."),
        other: z.string().min(1).describe("The noun for several, e.g. 'gene models'."),
      })
      .optional()
      .describe("Say how many elements there are before listing them: '2 gene models: AT1G01010.1, AT1G01010.2'."),
    limit: z.number().int().positive().optional().describe("List at most this many elements, then say how many more there are ('and 3 more')."),
    emphasis: z
      .enum(['name', 'alert'])
      .optional()
      .describe("'name': the value is the record's name and stands out; 'alert': a state the reader must not miss (e.g. obsolete)."),
  })
  .describe('A value, or the elements of a list value separated by commas; elements with nothing to show are left out.');

const strandFromValue = z
  .strictObject({
    ...valueSource,
    text: template.optional().describe("The strand per element, e.g. '{orientation}'; defaults to the element itself."),
  })
  .describe("The strand as a value: F, +, 'forward' or R, -, 'reverse' (anything else is not shown).");

const strandFromFeatures = z
  .strictObject({
    featureDirection: fieldPath.describe('The record path of features written from 5′ to 3′, each with startPosition and endPosition.'),
  })
  .describe('The strand read from the direction of features: a start after the end marks the reverse strand.');

const locationItem = z
  .strictObject({
    kind: z.literal('location'),
    ...itemBase,
    ...valueSource,
    chromosome: fieldPath.describe("The chromosome's path in the place (the value); '1' is shown as Chr1."),
    start: fieldPath.describe("The start position's path in the place."),
    end: fieldPath.describe("The end position's path in the place."),
    strand: z.union([strandFromValue, strandFromFeatures]).optional().describe('Where the strand comes from (read from the record).'),
  })
  .describe(
    "Where the record lies on the genome, as 'Chr1:3,631–5,899 (forward strand, 2,269 bp)'. The place is the value " +
      '(e.g. one map location, picked from a list), by default the record.',
  );

export const summaryItem = z.discriminatedUnion('kind', [valueItem, locationItem]);

export const summaryConfig = z
  .strictObject({
    label: z
      .string()
      .min(1)
      .optional()
      .describe("The band's accessible name, e.g. 'Locus at a glance'; defaults to 'At a glance'."),
    items: z
      .array(summaryItem)
      .min(1)
      .optional()
      .describe('The items of the band, in reading order: two columns on a wide screen, one on a phone. Empty items are left out.'),
    nameLine: z
      .array(template)
      .min(1)
      .optional()
      .describe(
        "A line under the page heading that names the record when the heading does not (the clone page is titled 'Clone'): " +
          "its parts, resolved against the record, are joined by ' · '; a part with an empty placeholder is left out.",
      ),
  })
  .describe('The summary band above the sections: the record at a glance (name, description, location, identifiers).');

export type SummaryConfig = z.infer<typeof summaryConfig>;
export type SummaryItem = z.infer<typeof summaryItem>;
export type SummaryValueItem = z.infer<typeof valueItem>;
export type SummaryLocationItem = z.infer<typeof locationItem>;
export type SummaryElementFilter = z.infer<typeof elementFilter>;
export type SummaryStrand = z.infer<typeof strandFromValue> | z.infer<typeof strandFromFeatures>;
