import type { DocKind } from './resultColumns';

/**
 * What the results page knows about each `category` of its address (001 §2.3): the server call that answers it,
 * the kind of record in the answer (which picks the columns), its title, the form a New Search returns to, and
 * which toolbar parts it shows.
 */
export interface ResultCategory {
  /** The name in 'Search Results - {title}'. */
  title: string;
  /** POST /api/{endpoint} for a detail search (general searches all go to search/general). */
  endpoint: string;
  docKind: DocKind;
  /** Where New Search leads; absent where 001 §2.3 hides it (descriptions, annotations, microarray). */
  newSearchPath?: string;
  /** Download All / Download Checked are hidden for community (001 §2.3). */
  downloads: boolean;
  /** The gene-annotation result downloads CSV; every other result downloads tab-separated text (001 §2.3). */
  downloadFormat: 'tsv' | 'csv';
  /** Gene results carry the gene actions bar. */
  geneActions: boolean;
}

const category = (
  title: string,
  endpoint: string,
  docKind: DocKind,
  newSearchPath: string | undefined,
  options: Partial<Pick<ResultCategory, 'downloads' | 'downloadFormat' | 'geneActions'>> = {},
): ResultCategory => ({
  title,
  endpoint,
  docKind,
  ...(newSearchPath ? { newSearchPath } : {}),
  downloads: options.downloads ?? true,
  downloadFormat: options.downloadFormat ?? 'tsv',
  geneActions: options.geneActions ?? false,
});

export const resultCategories = {
  genes: category('Genes', 'search/gene', 'gene', '/search/genes', { geneActions: true }),
  dna: category('DNA', 'search/dna', 'dna', '/search/dna'),
  // The vector form is the DNA form with the vector category (001 §2.2), answered by the same call.
  vector: category('Vectors', 'search/dna', 'dna', '/search/vector'),
  polyallele: category('Polymorphisms/Alleles', 'search/polymorphism', 'polymorphism', '/search/polyallele'),
  markers: category('Markers', 'search/marker', 'marker', '/search/markers'),
  protein: category('Proteins', 'search/protein', 'protein', '/search/protein'),
  germplasm: category('Germplasms', 'search/germplasm', 'germplasm', '/search/germplasm'),
  ecotype: category('Ecotypes', 'search/ecotype', 'ecotype', '/search/ecotype'),
  keyword: category('Keywords', 'search/keyword', 'keyword', '/search/keyword'),
  publication: category('Publications', 'search/publication', 'publication', '/search/publication'),
  protocol: category('Protocols', 'search/protocol', 'protocol', '/search/protocol'),
  community: category('People/Labs', 'search/community', 'community', '/search/community', { downloads: false }),
  transposon: category('Transposons', 'search/transposon', 'transposon', '/search/transposon'),
  // Transposon families have no form of their own; their search lives on the transposon form.
  transposonfamily: category('Transposon Families', 'search/transposonfamily', 'transposonfamily', '/search/transposon'),
  // Gene class symbols have no search form; their list is browsed at /browse/gene_symbols.
  genesymbol: category('Gene Class Symbols', 'search/genesymbol', 'genesymbol', undefined),
  annotations: category('Annotations', 'search/annotation', 'annotation', undefined, { downloadFormat: 'csv' }),
  descriptions: category('Gene Descriptions', 'search/gene/descriptions', 'description', undefined),
  // Locus history keeps New Search (001 §2.3 hides it only for the other three gene actions); it leads back to genes.
  locus_history: category('Locus History', 'search/gene/locus_history', 'locusHistory', '/search/genes'),
  microarray: category('Microarray Elements', 'search/gene/microarray', 'microarray', undefined),
} satisfies Record<string, ResultCategory>;

export type ResultCategoryName = keyof typeof resultCategories;

/** The header search's categories (001 §2.1), answered by POST search/general. */
export const generalCategories = [
  'genes',
  'dna',
  'keyword',
  'protein',
  'polyallele',
  'ecotype',
  'community',
  'germplasm',
  'markers',
  'vector',
  'transposon',
] as const satisfies readonly ResultCategoryName[];

export type GeneralCategoryName = (typeof generalCategories)[number];

export const isResultCategory = (name: string): name is ResultCategoryName => Object.hasOwn(resultCategories, name);

export const isGeneralCategory = (name: string): name is GeneralCategoryName =>
  (generalCategories as readonly string[]).includes(name);

/** Annotation lists opened from a publication or keyword page name the record, not terms: search/free/annotation. */
export function annotationEndpoint(params: Record<string, unknown>): string {
  return 'publicationId' in params || 'keywordId' in params ? 'search/free/annotation' : 'search/annotation';
}

export const resultsTitle = (name: ResultCategoryName) => `Search Results - ${resultCategories[name].title}`;
