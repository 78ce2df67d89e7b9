/**
 * The columns of every result list, as data: which doc field each column reads, how its cell is drawn, and where
 * its links lead (001 §2.3 row links, docs of the search API contract in docs/search.md).
 *
 * Link templates are filled by the engine's templates (src/engine/templates.ts): a `{path}` placeholder reads the
 * link's own item — the row for a `name_link` on a plain field, the `{ id, name }` object for a field holding a
 * link, each element for a list — and `{^path}` always reads the row. Values are URL-encoded, and a link whose
 * placeholder is empty is not drawn.
 *
 * Column ids that 001 §2.3 lists as not sortable (description, stock_number, …) keep those ids, so the table leaves
 * them unsortable.
 */

export type ColumnKind = 'text' | 'number' | 'year' | 'name_link' | 'name_list' | 'name_links' | 'name_links_multi' | 'html' | 'date';

export interface ColumnSpec {
  id: string;
  header: string;
  kind: ColumnKind;
  /** The doc field the cell reads (a dotted path). */
  field: string;
  /** A router path template for the link kinds. */
  link?: string;
  /** Its values are codes (AGI codes, gene models, DOIs, accessions, stock numbers) that wrap only whole. */
  identifier?: true;
  /** A text written as a list ('Okafor N, Lindqvist A, Moreau C'): a `name_list` cell folds it as it folds lists. */
  separator?: string;
  width?: number | string;
}

export type DocKind =
  | 'gene'
  | 'dna'
  | 'protein'
  | 'germplasm'
  | 'keyword'
  | 'polymorphism'
  | 'publication'
  | 'community'
  | 'marker'
  | 'ecotype'
  | 'transposon'
  | 'transposonfamily'
  | 'genesymbol'
  | 'protocol'
  | 'annotation'
  | 'description'
  | 'locusHistory'
  | 'microarray';

const locusLinks = (header = 'Loci'): ColumnSpec => ({ id: 'loci', header, kind: 'name_links', field: 'loci', link: '/locus?key={id}', identifier: true });
const description: ColumnSpec = { id: 'description', header: 'Description', kind: 'text', field: 'description', width: '30%' };
// Up to six authors and 'et al.' (the server cites them so): folded to its first ones, the row stays three lines tall.
const authors: ColumnSpec = { id: 'authors', header: 'Authors', kind: 'name_list', field: 'authors', separator: ', ' };
const chromosome: ColumnSpec = { id: 'chromosome', header: 'Chromosome', kind: 'text', field: 'chromosome' };

export const resultColumns: Record<DocKind, ColumnSpec[]> = {
  gene: [
    { id: 'gene_name', header: 'Locus', kind: 'name_link', field: 'gene_name', link: '/locus?key={id}', identifier: true },
    // Gene docs carry gene model names, not their keys; /gene resolves a name (002 §2.3).
    { id: 'gene_model_ids', header: 'Gene Models', kind: 'name_links', field: 'gene_model_ids', link: '/gene?name={name}', identifier: true },
    { id: 'other_names', header: 'Other Names', kind: 'name_list', field: 'other_names' },
    // Narrower than elsewhere: at 1280 px the three list columns need the room to stay three lines tall.
    { ...description, width: '25%' },
    // Its values are terms (protein_coding), which read wrong broken at the underscore.
    { id: 'gene_model_type', header: 'Gene Model Type', kind: 'text', field: 'gene_model_type', identifier: true },
    { id: 'keywords', header: 'Keywords', kind: 'name_list', field: 'keywords' },
    { id: 'phenotypes', header: 'Phenotypes', kind: 'name_list', field: 'phenotypes' },
    { id: 'uniprot_ids', header: 'UniProt IDs', kind: 'name_list', field: 'uniprot_ids', identifier: true },
  ],
  dna: [
    // The doc's type is 'clone' or 'vector', which is also the name of its detail route.
    { id: 'name', header: 'Name', kind: 'name_link', field: 'name', link: '/{^type}?key={id}' },
    { id: 'type', header: 'Type', kind: 'text', field: 'type' },
    { id: 'vector_type', header: 'Vector Type', kind: 'text', field: 'vector_type' },
    { id: 'insert_type', header: 'Insert Type', kind: 'text', field: 'insert_type' },
    locusLinks(),
    { id: 'genbank_accessions', header: 'GenBank Accessions', kind: 'name_list', field: 'genbank_accessions', identifier: true },
    chromosome,
    description,
  ],
  protein: [
    { id: 'name', header: 'Gene Model', kind: 'name_link', field: 'name', link: '/protein?key={id}', identifier: true },
    { id: 'locus', header: 'Locus', kind: 'name_link', field: 'locus', link: '/locus?key={id}', identifier: true },
    { id: 'symbols', header: 'Symbols', kind: 'name_list', field: 'symbols' },
    description,
    { id: 'length', header: 'Length (aa)', kind: 'number', field: 'length' },
    { id: 'mw', header: 'MW (Da)', kind: 'number', field: 'mw' },
    { id: 'pi', header: 'pI', kind: 'number', field: 'pi' },
    { id: 'domains', header: 'Domains', kind: 'name_list', field: 'domains' },
    { id: 'uniprot_ids', header: 'UniProt IDs', kind: 'name_list', field: 'uniprot_ids', identifier: true },
  ],
  germplasm: [
    { id: 'name', header: 'Name', kind: 'name_link', field: 'name', link: '/germplasm?key={id}' },
    { id: 'type', header: 'Type', kind: 'text', field: 'type' },
    { id: 'species', header: 'Species', kind: 'text', field: 'species' },
    { id: 'background_ecotypes', header: 'Background', kind: 'name_list', field: 'background_ecotypes' },
    { id: 'stock_number', header: 'Stock Numbers', kind: 'name_list', field: 'stock_numbers', identifier: true },
    locusLinks(),
    { id: 'polymorphisms', header: 'Polymorphisms', kind: 'name_links', field: 'polymorphisms', link: '/polyallele?key={id}' },
    description,
  ],
  keyword: [
    { id: 'name', header: 'Keyword', kind: 'name_link', field: 'name', link: '/keyword?key={id}' },
    { id: 'category', header: 'Category', kind: 'text', field: 'category' },
    { id: 'accession', header: 'Accession', kind: 'text', field: 'accession', identifier: true },
    { id: 'annotation_count', header: 'Annotations', kind: 'number', field: 'annotation_count' },
  ],
  polymorphism: [
    { id: 'name', header: 'Name', kind: 'name_link', field: 'name', link: '/polyallele?key={id}' },
    { id: 'type', header: 'Type', kind: 'text', field: 'type' },
    { id: 'allele_mode', header: 'Allele Mode', kind: 'text', field: 'allele_mode' },
    locusLinks(),
    chromosome,
    description,
  ],
  publication: [
    { id: 'title', header: 'Title', kind: 'name_link', field: 'title', link: '/publication?key={id}', width: '30%' },
    authors,
    { id: 'year', header: 'Year', kind: 'year', field: 'year' },
    { id: 'source', header: 'Source', kind: 'text', field: 'source' },
    { id: 'type', header: 'Type', kind: 'text', field: 'type' },
    { id: 'pubmed_id', header: 'PubMed ID', kind: 'text', field: 'pubmed_id', identifier: true },
    { id: 'doi', header: 'DOI', kind: 'text', field: 'doi', identifier: true },
    locusLinks(),
  ],
  community: [
    // The doc's type is 'person' or 'organization', the name of its detail route.
    { id: 'name', header: 'Name', kind: 'name_link', field: 'name', link: '/{^type}?key={id}' },
    { id: 'type', header: 'Type', kind: 'text', field: 'type' },
    { id: 'institution', header: 'Institution', kind: 'text', field: 'institution' },
    { id: 'city', header: 'City', kind: 'text', field: 'city' },
    { id: 'state', header: 'State/Province', kind: 'text', field: 'state' },
    { id: 'country', header: 'Country', kind: 'text', field: 'country' },
  ],
  marker: [
    { id: 'name', header: 'Name', kind: 'name_link', field: 'name', link: '/marker?key={id}' },
    { id: 'type', header: 'Type', kind: 'text', field: 'type' },
    chromosome,
    locusLinks(),
    { id: 'polymorphic_between', header: 'Polymorphic Between', kind: 'name_list', field: 'polymorphic_between' },
  ],
  ecotype: [
    { id: 'name', header: 'Name', kind: 'name_link', field: 'name', link: '/ecotype?key={id}' },
    { id: 'abbreviation', header: 'Abbreviation', kind: 'text', field: 'abbreviation' },
    { id: 'stock_number', header: 'Stock Numbers', kind: 'name_list', field: 'stock_numbers', identifier: true },
    { id: 'country', header: 'Country', kind: 'text', field: 'country' },
    { id: 'location', header: 'Location', kind: 'text', field: 'location' },
    { id: 'habitat', header: 'Habitat', kind: 'text', field: 'habitat' },
  ],
  transposon: [
    { id: 'name', header: 'Name', kind: 'name_link', field: 'name', link: '/transposon?key={id}' },
    { id: 'family', header: 'Family', kind: 'name_link', field: 'family', link: '/transposonfamily?key={id}' },
    { id: 'super_family', header: 'Super Family', kind: 'text', field: 'super_family' },
    chromosome,
    { id: 'start', header: 'Start', kind: 'number', field: 'start' },
    { id: 'end', header: 'End', kind: 'number', field: 'end' },
  ],
  transposonfamily: [
    { id: 'name', header: 'Family Name', kind: 'name_link', field: 'name', link: '/transposonfamily?key={id}' },
    { id: 'super_family', header: 'Super Family', kind: 'text', field: 'super_family' },
    { id: 'element_count', header: 'Number of Transposable Elements', kind: 'number', field: 'element_count' },
  ],
  genesymbol: [
    { id: 'symbol', header: 'Symbol', kind: 'name_link', field: 'symbol', link: '/genesymbol?key={id}' },
    { id: 'full_name', header: 'Symbol Full Name', kind: 'text', field: 'full_name' },
    { id: 'type', header: 'Type', kind: 'text', field: 'type' },
    { id: 'status', header: 'Status', kind: 'text', field: 'status' },
    { id: 'reference', header: 'Reference', kind: 'name_link', field: 'reference', link: '/publication?key={id}' },
    { id: 'contact', header: 'Contact', kind: 'name_link', field: 'contact', link: '/community?key={id}' },
    { id: 'submitted', header: 'Submitted', kind: 'date', field: 'submitted' },
  ],
  protocol: [
    { id: 'title', header: 'Title', kind: 'name_link', field: 'title', link: '/protocol?id={id}', width: '30%' },
    authors,
    { id: 'keywords', header: 'Keywords', kind: 'name_list', field: 'keywords' },
    description,
  ],
  annotation: [
    { id: 'locus', header: 'Locus', kind: 'name_link', field: 'locus', link: '/locus?key={id}', identifier: true },
    { id: 'representative_gene', header: 'Representative Gene', kind: 'name_link', field: 'representative_gene', link: '/gene?name={representative_gene}', identifier: true },
    { id: 'gene_name', header: 'Gene Name', kind: 'text', field: 'gene_name' },
    { id: 'keyword', header: 'Keyword', kind: 'name_link', field: 'keyword', link: '/keyword?key={id}' },
    { id: 'relationship_type', header: 'Relationship Type', kind: 'text', field: 'relationship_type' },
    { id: 'keyword_category', header: 'Keyword Category', kind: 'text', field: 'keyword_category' },
    { id: 'evidence', header: 'Evidence', kind: 'text', field: 'evidence' },
    { id: 'last_modified', header: 'Last Modified', kind: 'date', field: 'last_modified' },
    // A reference is a publication, an analysis reference or a communication; reference_type names its route.
    { id: 'reference', header: 'Reference', kind: 'name_link', field: 'reference', link: '/{^reference_type}?key={id}' },
    { id: 'annotated_by', header: 'Annotated By', kind: 'text', field: 'annotated_by' },
  ],
  description: [
    { id: 'locus', header: 'Locus', kind: 'name_link', field: 'locus', link: '/locus?key={id}', identifier: true },
    { id: 'gene_model', header: 'Gene Model', kind: 'name_link', field: 'gene_model', link: '/gene?name={gene_model}', identifier: true },
    { id: 'short_description', header: 'Short Description', kind: 'text', field: 'short_description' },
    // Curator summaries are written with inline markup (links, italics for gene names); the table sanitises it.
    { id: 'curator_summary', header: 'Curator Summary', kind: 'html', field: 'curator_summary', width: '30%' },
    { id: 'computational_description', header: 'Computational Description', kind: 'text', field: 'computational_description' },
  ],
  locusHistory: [
    // An obsolete locus may have no record of its own any more; /locus resolves its name (002 §2.3).
    { id: 'locus', header: 'Locus', kind: 'name_link', field: 'locus', link: '/locus?name={locus}', identifier: true },
    { id: 'event', header: 'Event', kind: 'text', field: 'event' },
    { id: 'related_loci', header: 'Related Loci', kind: 'name_links', field: 'related_loci', link: '/locus?key={id}', identifier: true },
    { id: 'date', header: 'Date', kind: 'date', field: 'date' },
    { id: 'status', header: 'Status', kind: 'text', field: 'status' },
  ],
  microarray: [
    { id: 'element', header: 'Array Element', kind: 'name_link', field: 'element', link: '/array_element?key={id}', identifier: true },
    { id: 'platform', header: 'Platform', kind: 'text', field: 'platform' },
    { id: 'locus', header: 'Locus', kind: 'name_link', field: 'locus', link: '/locus?key={id}', identifier: true },
  ],
};

/**
 * What names a row's checkbox ('Select …') where the first column alone repeats from row to row; other kinds are
 * named by their first column.
 */
export const rowLabelFields: Partial<Record<DocKind, string[]>> = {
  description: ['gene_model', 'locus'],
  locusHistory: ['locus', 'event', 'date'],
  annotation: ['locus.name', 'keyword.name', 'evidence'],
  microarray: ['element', 'locus.name'],
};
