// 001 §2.2: the eight areas of the Search overview, in its order, with a sentence on what each form finds.
export interface SearchArea {
  id: string;
  label: string;
  to: string;
  summary: string;
}

export const searchAreas: readonly SearchArea[] = [
  {
    id: 'dna',
    label: 'DNA/Clones',
    to: '/search/dna',
    summary: 'Clones and vectors by name, locus, gene, GenBank accession or gi, by vector, insert and clone end type, and by map location.',
  },
  {
    id: 'genes',
    label: 'Genes',
    to: '/search/genes',
    summary: 'Loci by name, description or phenotype, by a list of AGI ids, by GO and PO keyword, by gene model type and by map location.',
  },
  {
    id: 'protein',
    label: 'Proteins',
    to: '/search/protein',
    summary: 'Proteins by gene name, symbol or GenPept id, by length, molecular weight and isoelectric point, by structural class and by domain.',
  },
  {
    id: 'polyallele',
    label: 'Polymorphisms/Alleles',
    to: '/search/polyallele',
    summary: 'Polymorphisms and alleles by name, locus, gene or germplasm, by type, site, mutagen and allele mode, and by the accessions they differ between.',
  },
  {
    id: 'publication',
    label: 'Publications',
    to: '/search/publication',
    summary: 'Articles, books and other publications by author, title, abstract, journal, locus, PubMed id or DOI, year, type and keyword.',
  },
  {
    id: 'community',
    label: 'People/Labs',
    to: '/search/community',
    summary: 'Researchers and laboratories by name, e-mail address, state or region and country.',
  },
  {
    id: 'germplasm',
    label: 'Germplasms',
    to: '/search/germplasm',
    summary: 'Seed lines and pools by name, stock number, locus, gene or phenotype, by allele and zygosity, background, mutagen and construct.',
  },
  {
    id: 'keyword',
    label: 'Keywords',
    to: '/search/keyword',
    summary: 'Gene Ontology and Plant Ontology terms by name, synonym or id, restricted to one or more ontologies.',
  },
];
