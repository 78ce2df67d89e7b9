// The entries of /download/overview (001 §2.5): a title, one line on what is there, and a route — a folder's list,
// or an address elsewhere, which the page follows by full navigation.
import { externalLinks } from '../../site/externalLinks';
import { downloadFolders, downloadListRoute } from '../../site/menus';

export interface DownloadOverviewItem {
  title: string;
  description: string;
  route: string;
  premium?: boolean;
}

const DESCRIPTIONS: Readonly<Record<(typeof downloadFolders)[number]['label'], string>> = {
  Genes: 'Gene and gene model files of the Araport11 annotation on the TAIR10 assembly: gene types, descriptions, GFF3, aliases and gene families.',
  'GO and PO Annotations': 'Gene Ontology and Plant Ontology annotations of Arabidopsis genes, from the literature and computational methods.',
  Maps: 'Physical and genetic map data of the Col-0 genome: chromosome lengths and genetic markers.',
  'Microarray Data': 'Array element mappings and experiment descriptions for the Affymetrix ATH1 GeneChip and the CATMA arrays.',
  Pathways: 'Metabolic pathways from AraCyc with their reactions, EC numbers and the genes that encode the enzymes.',
  'Polymorphisms and Phenotypes': 'Alleles, insertion lines and their published phenotypes, and the accessions in which polymorphisms were found.',
  Proteins: 'Protein sequences and properties of the Araport11 gene models.',
  Protocols: 'Laboratory protocols contributed by the community and checked by curators.',
  'Public Data Releases': 'Curated data, free to everyone one year after its release to subscribers; one folder per release.',
  'Subscriber Data Releases': 'The newest curated data, for subscribers; it becomes public one year after release.',
  Publications: 'Links between loci and the publications that describe them.',
  Sequences: 'Genome and gene sequences of Col-0 (TAIR10 assembly, Araport11 annotation) in FASTA format.',
  Software: 'Small scripts for working with the files of this download area.',
  'User Requests': 'Data sets curators assembled in answer to researchers’ requests, shared for others who may need them.',
};

export const downloadOverviewItems: readonly DownloadOverviewItem[] = [
  ...downloadFolders.map((folder) => ({
    title: folder.label,
    description: DESCRIPTIONS[folder.label],
    route: downloadListRoute(folder),
    ...('premium' in folder ? { premium: folder.premium } : {}),
  })),
  {
    title: 'AraCyc at the Plant Metabolic Network',
    description: 'The full AraCyc pathway database, with its own downloads, on the Plant Metabolic Network’s site.',
    route: externalLinks.araCyc,
  },
];

/** A route to another site, followed by full navigation rather than by the portal's router. */
export const isExternalRoute = (route: string) => /^https?:\/\//i.test(route);
