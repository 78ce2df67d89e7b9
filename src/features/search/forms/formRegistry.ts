// Every advanced search form: its route segment, its config (loaded with the page) and, for the eight areas of the
// Search overview, their label and sentence in the overview's order. Adding a form is a config file in configs/ and
// one entry here. `presets` start a route on other values than the config's defaults.
import type { SearchFormConfig } from './formConfig';

export interface SearchFormEntry {
  /** /search/{path} */
  path: string;
  load: () => Promise<{ searchForm: SearchFormConfig }>;
  presets?: Readonly<Record<string, string>>;
  /** Its place on the Search overview (001 §2.2), which lists these entries in this order; absent: not listed. */
  overview?: { label: string; summary: string };
}

export const searchFormEntries: readonly SearchFormEntry[] = [
  {
    path: 'dna',
    load: () => import('./configs/dna'),
    overview: {
      label: 'DNA/Clones',
      summary:
        'Clones and vectors by name, locus, gene, GenBank accession or gi, by vector, insert and clone end type, and by map location.',
    },
  },
  {
    path: 'genes',
    load: () => import('./configs/genes'),
    overview: {
      label: 'Genes',
      summary:
        'Loci by name, description or phenotype, by a list of AGI ids, by GO and PO keyword, by gene model type and by map location.',
    },
  },
  {
    path: 'protein',
    load: () => import('./configs/protein'),
    overview: {
      label: 'Proteins',
      summary:
        'Proteins by gene name, symbol or GenPept id, by length, molecular weight and isoelectric point, by structural class and by domain.',
    },
  },
  {
    path: 'polyallele',
    load: () => import('./configs/polyallele'),
    overview: {
      label: 'Polymorphisms/Alleles',
      summary:
        'Polymorphisms and alleles by name, locus, gene or germplasm, by type, site, mutagen and allele mode, and by the accessions they differ between.',
    },
  },
  {
    path: 'publication',
    load: () => import('./configs/publication'),
    overview: {
      label: 'Publications',
      summary:
        'Articles, books and other publications by author, title, abstract, journal, locus, PubMed id or DOI, year, type and keyword.',
    },
  },
  {
    path: 'community',
    load: () => import('./configs/community'),
    overview: {
      label: 'People/Labs',
      summary:
        'Researchers and laboratories by name, e-mail address, state or region and country.',
    },
  },
  {
    path: 'germplasm',
    load: () => import('./configs/germplasm'),
    overview: {
      label: 'Germplasms',
      summary:
        'Seed lines and pools by name, stock number, locus, gene or phenotype, by allele and zygosity, background, mutagen and construct.',
    },
  },
  {
    path: 'keyword',
    load: () => import('./configs/keyword'),
    overview: {
      label: 'Keywords',
      summary:
        'Gene Ontology and Plant Ontology terms by name, synonym or id, restricted to one or more ontologies.',
    },
  },
  { path: 'vector', load: () => import('./configs/dna'), presets: { category: 'vector' } },
  { path: 'ecotype', load: () => import('./configs/ecotype') },
  { path: 'markers', load: () => import('./configs/markers') },
  { path: 'protocol', load: () => import('./configs/protocol') },
  { path: 'transposon', load: () => import('./configs/transposon') },
];
