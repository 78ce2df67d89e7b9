// The record-type config format: the one source of truth for what a config may say.
// `schemas/record-type.schema.json` is generated from this file (`npm run schema:config`); a test fails when the
// committed JSON Schema and this definition drift apart. Configs are plain data — no functions, no JSX — so that
// they serialise to JSON, and editors can check them against the JSON Schema.
import { z } from 'zod';
import { derivationNames } from '../derivations/names';
import { formatterNames } from '../formatters/names';
import { MAP_ELEMENT_TYPES } from '../genomeBrowser/tracks';
import { fieldCondition, fieldPath, viewerCondition } from './fieldConditions';
import { structuredDataConfig } from './structuredDataFormat';
import { summaryConfig } from './summaryFormat';

const described = <T extends z.ZodType>(schema: T, description: string) => schema.describe(description);

const slug = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/)
  .describe('A stable slug, also the URL hash anchor. Chosen once; never derived from the label.');

const linkTemplate = z
  .string()
  .min(1)
  .describe(
    'A link or text template. {path} is read from the current item (the row, list element or record), ' +
      '{^path} from the record, {$} is the item itself, {path|formatter} formats the value. ' +
      'Values in URLs are URL-encoded.',
  );

export const formatterName = z.enum(formatterNames).describe('A named formatter from src/engine/formatters.');
export const derivationName = z.enum(derivationNames).describe('A named derivation from src/engine/derivations.');

const fieldBase = {
  label: described(z.string().min(1), 'The label shown beside (or above) the value.'),
  showIf: fieldCondition.optional().describe('Show the field only when the record meets this condition.'),
  otherwise: z.string().optional().describe('Text shown under the label when showIf is not met; without it the field is left out.'),
  showTo: viewerCondition.optional(),
  path: fieldPath.optional(),
  derive: derivationName.optional().describe('Compute the value from the whole record instead of reading a path.'),
  empty: z.string().optional().describe("Text shown when there is nothing to show (002 §8). Defaults to 'No data available'."),
  help: z.string().optional().describe('A short explanation shown under the label.'),
};

// 002 §2.3: result lists open at /results?mainType=detail&category=… with search_params (URL-encoded JSON) or the
// key under which the parameters were stored. The parameters are the search payload of the results page's
// category (docs/search.md), with templates in its strings.
const resultsSearchRow = z.record(z.string(), linkTemplate).describe('One row of a row list (searchTerms), every value a template.');
export const resultsSearch = z
  .strictObject({
    category: z.enum(['annotations', 'genes', 'germplasm', 'dna', 'polyallele', 'publication']).describe('The results page category.'),
    params: z
      .record(z.string(), z.union([linkTemplate, z.array(resultsSearchRow).min(1)]))
      .describe('The search payload; every string is a template resolved against the record. A placeholder that is empty leaves no link.'),
    store: z
      .boolean()
      .optional()
      .describe('Hand the parameters over in local storage under searchParams_<timestamp> (key=) instead of in the address (search_params=).'),
  })
  .describe('Opens the results page on a search built from the record.');

const textField = z
  .strictObject({
    ...fieldBase,
    kind: z.literal('text'),
    format: formatterName.optional(),
  })
  .describe('Plain text, optionally through a named formatter.');

const linkField = z
  .strictObject({
    ...fieldBase,
    kind: z.literal('link'),
    href: linkTemplate,
    text: linkTemplate.optional().describe('Link text template; defaults to the value.'),
    external: z.boolean().optional().describe('Open in a new tab (links leaving the portal).'),
  })
  .describe('One link.');

const listOfLinks = {
  ...fieldBase,
  href: linkTemplate.describe('Link template, resolved against each list element.'),
  text: linkTemplate.optional().describe('Link text template, resolved against each list element.'),
  external: z.boolean().optional(),
};

const linksField = z
  .strictObject({ ...listOfLinks, kind: z.literal('links') })
  .describe('Several links, one per line, in a box at most 400 px high.');
const commaLinksField = z
  .strictObject({ ...listOfLinks, kind: z.literal('commaLinks') })
  .describe('Links on one line separated by commas.');
const resultsLinkField = z
  .strictObject({
    ...fieldBase,
    kind: z.literal('resultsLink'),
    results: resultsSearch,
    text: linkTemplate.optional().describe('Link text template, resolved against the value; defaults to the value.'),
  })
  .describe('A link to the results page for a search built from the record (e.g. a count of annotations).');

const linkListField = z
  .strictObject({
    ...listOfLinks,
    kind: z.literal('linkList'),
    note: linkTemplate.optional().describe('Text after each link (e.g. a description).'),
    groupBy: fieldPath.optional().describe('Group the list under headings taken from this element path.'),
    itemsPath: fieldPath.optional().describe('Within each group element, the path of its items.'),
    limit: z
      .number()
      .int()
      .positive()
      .optional()
      .describe("Show at most this many links, then a '... more' link that lists the rest in place (ungrouped lists)."),
  })
  .describe('A bulleted list of links, optionally grouped under headings.');

const stringListField = z
  .strictObject({
    ...fieldBase,
    kind: z.literal('stringList'),
    text: linkTemplate.optional().describe('Text template per element; defaults to the element itself.'),
    inline: z.boolean().optional().describe('Join with commas on one line instead of one per line.'),
  })
  .describe('A list of strings.');

const imageListField = z
  .strictObject({
    ...fieldBase,
    kind: z.literal('imageList'),
    src: linkTemplate.describe('Image URL template per element.'),
    alt: linkTemplate.describe('Alternative text template per element.'),
    href: linkTemplate.optional().describe('Optional link around each image.'),
  })
  .describe('Images in a box at most 400 px high.');

const htmlField = z
  .strictObject({ ...fieldBase, kind: z.literal('html') })
  .describe('HTML from the server, sanitised (no script, event handler or javascript: URL survives).');

const multilineField = z
  .strictObject({
    ...fieldBase,
    kind: z.literal('multiline'),
    separator: z.string().optional().describe('Line separator in the stored value besides newlines (e.g. "\\\\").'),
  })
  .describe('Text whose line breaks are kept.');

// 002 §5: annotation searches are handed to the results page through local storage.
const annotationSearch = z
  .strictObject({
    storageKey: z.enum(['searchParams_go', 'searchParams_po', 'searchParams_go_gene', 'searchParams_po_gene']),
    keywordTypes: z.array(z.enum(['comp', 'func', 'proc', 'grow', 'stru'])).min(1),
    searchType: z.enum(['locus_name', 'gene_name']),
    input: linkTemplate.describe('The name searched for, resolved against the record.'),
    termsKey: z.enum(['orSearchTerms', 'searchTerms']).optional().describe("Defaults to 'searchTerms'."),
  })
  .describe('Stores annotation search parameters under a searchParams_* key before opening the results page.');

export const tableColumn = z
  .strictObject({
    id: slug.optional().describe('Column id (for defaultSort); without one, defaultSort may name the column by its path or header.'),
    header: z.string().min(1),
    path: fieldPath.optional().describe('Path within the row. Omit when the column is only a template.'),
    format: formatterName.optional(),
    href: linkTemplate.optional().describe('Make the cell a link; resolved against the row (or each element of an array cell).'),
    text: linkTemplate.optional().describe('Cell text template; defaults to the value.'),
    external: z.boolean().optional(),
    html: z.boolean().optional().describe('The cell holds HTML from the server (sanitised).'),
    sortable: z.boolean().optional().describe('Defaults to true.'),
    detail: z
      .boolean()
      .optional()
      .describe("Shown in the row's expandable detail instead of as a column, so that the table fits its card."),
  })
  .describe('A table column.');

const tableField = z
  .strictObject({
    ...fieldBase,
    kind: z.literal('table'),
    columns: z.array(tableColumn).min(1),
    limit: z.number().int().positive().optional().describe("Show at most this many rows, then a 'View Complete List' button."),
    viewAll: z
      .strictObject({
        href: linkTemplate.optional().describe('Where the button leads (resolved against the record).'),
        search: annotationSearch.optional(),
        results: resultsSearch.optional().describe('The results page for a search built from the record (e.g. the loci of a locus).'),
        always: z.boolean().optional().describe('Show the button even when every row fits.'),
        text: z.string().optional().describe("Button text; defaults to 'View Complete List'."),
      })
      .optional()
      .describe('The button that opens the complete list on the results page.'),
    download: z.string().optional().describe("File name stem of the 'Download TSV' file; defaults to the field's label."),
    defaultSort: z.strictObject({ column: z.string(), direction: z.enum(['asc', 'desc']) }).optional(),
  })
  .describe('A sortable, paginated table with a TSV download.');

const genomeBrowserField = z
  .strictObject({
    ...fieldBase,
    kind: z.literal('genomeBrowser'),
    name: fieldPath.describe('Path of the feature name (the "Center on {name}" text); for a map element, in the record.'),
    chromosome: fieldPath.optional().describe('Path of the chromosome (genes and loci).'),
    start: fieldPath.optional().describe('Path of the start position (genes and loci).'),
    end: fieldPath.optional().describe('Path of the end position (genes and loci).'),
    geneType: fieldPath.optional().describe('Path of the gene model type that chooses the tracks.'),
    mapElementType: z
      .enum(MAP_ELEMENT_TYPES)
      .optional()
      .describe(
        "A map element shown on its own track. The field's path then names its map assignments (one or a list, " +
          'each with chromosome, startPosition, endPosition and units); the first on the sequence map places the view.',
      ),
  })
  .describe('An embedded genome browser frame (650×280) with Center on and Full-screen links.');

const homologsField = z
  .strictObject({ ...fieldBase, kind: z.literal('homologs'), locusName: fieldPath })
  .describe('PANTHER paralogs and plant orthologs of a locus, fetched separately.');

const phyloTreeField = z
  .strictObject({
    ...fieldBase,
    kind: z.literal('phyloTree'),
    href: linkTemplate,
    text: z.string().optional(),
    when: fieldPath.optional().describe('Only when this path is truthy (e.g. hasPhylogenesPage).'),
  })
  .describe('A link to the phylogenetic tree viewer.');

const expressionImageField = z
  .strictObject({ ...fieldBase, kind: z.literal('expressionImage'), locusName: fieldPath })
  .describe("An expression-pattern image with a 'Data Source' selector.");

const commentsField = z
  .strictObject({
    ...fieldBase,
    kind: z.literal('comments'),
    itemForm: z.boolean().optional().describe('Item form shows only the last 2 comments.'),
  })
  .describe("Community comments with a disabled 'Add My Comment' button.");

const sequenceField = z
  .strictObject({
    ...fieldBase,
    kind: z.literal('sequence'),
    sequenceType: z.enum(['protein', 'sequence']).describe('BLAST sequence_type.'),
    fastaHeader: linkTemplate.describe('FASTA header template (without ">"), resolved against the record.'),
  })
  .describe('A sequence in numbered lines of 50, with copy, BLAST and FASTA download.');

const geneStructureField = z
  .strictObject({ ...fieldBase, kind: z.literal('geneStructure') })
  .describe('An SVG of exons, UTRs and introns drawn from gene features.');

const domainArchitectureField = z
  .strictObject({
    ...fieldBase,
    kind: z.literal('domainArchitecture'),
    length: fieldPath.describe("Path in the record of the sequence length in residues, the ruler's end; without one it ends at the last domain."),
    start: fieldPath.describe("Path in each domain of its first residue (1-based)."),
    end: fieldPath.describe('Path in each domain of its last residue.'),
    text: linkTemplate.describe('Label template per domain (e.g. its InterPro name).'),
    href: linkTemplate.optional().describe('Link template per domain: its entry in the domain database.'),
    note: linkTemplate.optional().describe('Text after each domain in the list of domains (e.g. the member database and accession).'),
  })
  .describe('An SVG of the protein domains as labelled boxes on a ruler of the sequence length, overlapping ones in rows, with a list of them.');

export const fieldConfig = z.discriminatedUnion('kind', [
  textField,
  linkField,
  linksField,
  commaLinksField,
  linkListField,
  resultsLinkField,
  stringListField,
  imageListField,
  htmlField,
  multilineField,
  tableField,
  genomeBrowserField,
  homologsField,
  phyloTreeField,
  expressionImageField,
  commentsField,
  sequenceField,
  geneStructureField,
  domainArchitectureField,
]);

export const sectionConfig = z
  .strictObject({
    id: slug,
    label: z.string().min(1).describe('Heading and side-navigation label.'),
    fields: z.array(fieldConfig).min(1),
  })
  .describe('One section of a detail page.');

const accessionLookup = z.strictObject({
  wholeNumber: z.boolean().optional().describe('The accession must be a whole number (002 §5).'),
  whenInvalid: z.enum(['notFound', 'error']).optional().describe('What a malformed accession shows.'),
});

export const recordTypeConfig = z
  .strictObject({
    $schema: z.string().optional(),
    type: z
      .string()
      .regex(/^[a-z][a-zA-Z0-9-]*$/)
      .describe('Record type (e.g. locus, arrayElement); the zod schema registered under this name validates the response.'),
    noun: z
      .string()
      .min(1)
      .optional()
      .describe("What one record is called in messages ('This array element cannot be shown'); defaults to the type."),
    apiType: z.string().regex(/^[a-z_]+$/).describe('The {type} of GET detail/{type}.'),
    route: z.string().regex(/^\/[a-z_]+$/).describe('The page route, e.g. /locus.'),
    lookups: z
      .strictObject({
        key: z.literal(true),
        name: z
          .strictObject({
            upperCase: z.boolean(),
            symbols: z
              .boolean()
              .optional()
              .describe('When detail/{type}/name knows no such name, look it up among the loci symbols and other names (gene search): one match opens that locus, several offer a choice.'),
          })
          .optional()
          .describe('Resolve ?name= via detail/{type}/name.'),
        accession: accessionLookup.optional().describe('Resolve ?accession= via detail/{type}/accession.'),
        id: z
          .strictObject({
            resolveBy: z
              .enum(['id', 'name'])
              .optional()
              .describe("The lookup that resolves it: detail/{type}/id (the default) or detail/{type}/name, for types whose id is their name."),
          })
          .optional()
          .describe('Resolve ?id= via detail/{type}/id (or the lookup resolveBy names).'),
      })
      .describe('Which query parameters identify a record.'),
    title: z.strictObject({
      text: linkTemplate.describe('Page heading template, resolved against the record.'),
      documentTitle: linkTemplate.optional().describe('Browser tab title; defaults to the heading.'),
      obsoletePath: fieldPath.optional().describe("When this path is true, a red '(obsolete)' follows the heading."),
      helpHref: z.string().optional().describe('A Help link beside the heading.'),
      premium: z.boolean().optional().describe('Show the premium diamond beside the heading.'),
    }),
    summary: summaryConfig.optional(),
    structuredData: structuredDataConfig.optional(),
    scrollSpy: z
      .strictObject({ threshold: z.number().int().positive().describe('Pixels from the top at which a section counts as in view.') })
      .optional(),
    sections: z.array(sectionConfig).min(1),
  })
  .describe('A detail-page record type: route, identity lookups, title and sections.');

export type RecordTypeConfigData = z.infer<typeof recordTypeConfig>;
export type { FieldCondition, ViewerCondition } from './fieldConditions';
export type SectionConfig = z.infer<typeof sectionConfig>;
export type FieldConfig = z.infer<typeof fieldConfig>;
export type TableColumn = z.infer<typeof tableColumn>;
export type AnnotationSearch = z.infer<typeof annotationSearch>;
export type ResultsSearch = z.infer<typeof resultsSearch>;
export type RendererKind = FieldConfig['kind'];
export type FieldOfKind<K extends RendererKind> = Extract<FieldConfig, { kind: K }>;
