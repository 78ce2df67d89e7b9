// 000 §2.1: the portal's menus as data. The header's menus, the narrow-screen drawer and the Portals overview page
// all read this one list; a diamond (premium: true) marks a tool or data set meant for subscribers.
import { externalLinks, ICAR_ABSTRACTS_URL, POST_A_JOB_URL } from './externalLinks';
import { menuHeads, type MenuHead, type MenuId } from './menuHeads';

interface EntryBase {
  label: string;
  premium?: boolean;
  /** One sentence on what the page offers (the Portals overview page shows it). */
  description?: string;
}

/** A page of the portal (a route) or a page elsewhere (an address; it opens in a new tab). */
export type MenuEntry = EntryBase & ({ to: string } | { href: string });

export interface MenuGroup extends MenuHead {
  entries: MenuEntry[];
}

const head = (id: MenuId): MenuHead => menuHeads.find((candidate) => candidate.id === id)!;

export const isExternal = (entry: MenuEntry): entry is EntryBase & { href: string } => 'href' in entry;

/** 000 §2.1 Download folders; the list page names a folder with underscores for spaces. */
export const downloadFolders = [
  { label: 'Genes' },
  { label: 'GO and PO Annotations' },
  { label: 'Maps' },
  // The microarray folder is stored under a shorter name.
  { label: 'Microarray Data', dir: 'Microarrays' },
  { label: 'Pathways' },
  { label: 'Polymorphisms and Phenotypes' },
  { label: 'Proteins' },
  { label: 'Protocols' },
  { label: 'Public Data Releases' },
  { label: 'Subscriber Data Releases', premium: true },
  { label: 'Publications' },
  { label: 'Sequences' },
  { label: 'Software' },
  { label: 'User Requests' },
] as const satisfies readonly { label: string; dir?: string; premium?: boolean }[];

export function downloadListRoute(folder: { label: string; dir?: string }): string {
  const dir = folder.dir ?? folder.label.replaceAll(' ', '_');
  return `/download/list?${new URLSearchParams({ dir }).toString()}`;
}

export const menuGroups: MenuGroup[] = [
  {
    ...head('advanced-search'),
    entries: [
      { label: 'Search Overview', to: '/search/overview' },
      { label: 'DNA/Clones', to: '/search/dna' },
      { label: 'Ecotypes', to: '/search/ecotype' },
      { label: 'Genes', to: '/search/genes' },
      { label: 'Germplasms', to: '/search/germplasm' },
      { label: 'Keywords', to: '/search/keyword' },
      { label: 'Markers', to: '/search/markers' },
      { label: 'People/Labs', to: '/search/community' },
      { label: 'Polymorphisms/Alleles', to: '/search/polyallele' },
      { label: 'Proteins', to: '/search/protein' },
      { label: 'Protocols', to: '/search/protocol' },
      { label: 'Publications', to: '/search/publication' },
      { label: 'Transposons', to: '/search/transposon' },
    ],
  },
  {
    ...head('browse'),
    entries: [
      { label: 'Browse Overview', to: '/browse/overview' },
      { label: 'Gene Class Symbols', to: '/browse/gene_symbols' },
      { label: 'Recent Literature', to: '/browse/recent_literature' },
      { label: 'Transposon Families', to: '/browse/transposon_families' },
      { label: 'Microarray Experiments', to: '/browse/microarray_experiments' },
      { label: 'Gene Families', to: '/browse/gene_family' },
      { label: 'ABRC Stocks', href: externalLinks.abrcStocks },
      { label: 'Araport', href: externalLinks.araport },
      { label: 'Gene Ontology', href: externalLinks.geneOntology },
      { label: 'Plant Ontology', href: externalLinks.plantOntology },
      { label: 'AraCyc Pathways', href: externalLinks.araCyc },
    ],
  },
  {
    ...head('tools'),
    entries: [
      { label: 'Tools Overview', to: '/tools/overview' },
      { label: 'BLAST', to: '/tools/blast/', premium: true },
      { label: 'Patmatch', to: '/tools/Patmatch', premium: true },
      { label: 'JBrowse', href: externalLinks.jbrowse, premium: true },
      { label: 'JBrowse2', href: externalLinks.jbrowse2, premium: true },
      { label: 'PhyloGenes', href: externalLinks.phyloGenes, premium: true },
      { label: 'GBrowse', href: externalLinks.gbrowse, premium: true },
      { label: 'SeqViewer', href: externalLinks.seqViewer, premium: true },
      { label: 'MapViewer', href: externalLinks.mapViewer, premium: true },
      { label: 'Motif Analysis', href: externalLinks.motifAnalysis, premium: true },
      { label: 'Chromosome Map Tool', href: externalLinks.chromosomeMapTool, premium: true },
      { label: 'Synteny Viewer', href: externalLinks.syntenyViewer, premium: true },
      { label: 'Functional Categorization', href: externalLinks.functionalCategorization, premium: true },
      { label: 'GO Term Enrichment (PANTHER)', href: externalLinks.goTermEnrichment },
      { label: 'Plant Metabolic Network', href: externalLinks.plantMetabolicNetwork },
    ],
  },
  {
    ...head('portals'),
    entries: [
      { label: 'Portals Overview', to: '/portals/overview' },
      {
        label: 'Arabidopsis Research Community (MASC)',
        href: externalLinks.masc,
        description: 'The Multinational Arabidopsis Steering Committee: community reports, the ICAR conference series and research roadmaps.',
      },
      {
        label: '1001 Genomes',
        href: externalLinks.thousandGenomes,
        description: 'Whole-genome sequences of more than a thousand natural accessions, with variant browsers and downloads.',
      },
      {
        label: 'Gene Expression (eFP Browser)',
        href: externalLinks.efpBrowser,
        description: 'Pictographs of where and when a gene is expressed, across tissues, stages and treatments.',
      },
      {
        label: 'Mutant and Mapping Resources (T-DNA Express)',
        href: externalLinks.tDnaExpress,
        description: 'Map positions of T-DNA insertion lines, to find a knock-out allele of a gene before ordering seed.',
      },
      {
        label: 'Proteome Resources (SUBA)',
        href: externalLinks.suba,
        description: 'Experimental and predicted subcellular locations of Arabidopsis proteins.',
      },
      {
        label: 'Nomenclature',
        href: externalLinks.nomenclatureGuidelines,
        description: 'The rules for naming genes, mutants and alleles, and how to reserve a gene symbol.',
      },
      {
        label: 'Education and Outreach',
        href: externalLinks.educationOutreach,
        description: 'Teaching material, tutorials and webinars on working with Arabidopsis data.',
      },
    ],
  },
  {
    ...head('download'),
    entries: [
      { label: 'Download Overview', to: '/download/overview' },
      ...downloadFolders.map((folder): MenuEntry => ({
        label: folder.label,
        to: downloadListRoute(folder),
        ...('premium' in folder ? { premium: folder.premium } : {}),
      })),
    ],
  },
  {
    ...head('submit'),
    entries: [
      { label: 'Submit Overview', to: '/submit/overview' },
      { label: 'Gene Class Symbol Registration', to: '/submit/gene_class_symbol_registration' },
      { label: 'Online Submission Tool (TOAST)', href: externalLinks.toast },
      { label: 'Data Submission Guidelines', href: externalLinks.submissionGuidelines },
    ],
  },
  {
    ...head('news'),
    entries: [
      { label: 'News Overview', to: '/news/overview' },
      { label: 'Breaking News', to: '/news/breaking-news' },
      { label: 'Events', to: '/news/events' },
      { label: 'Jobs', to: '/news/jobs' },
      { label: 'ICAR Abstracts', href: ICAR_ABSTRACTS_URL },
      { label: 'How to Post a Job', href: POST_A_JOB_URL },
    ],
  },
  {
    ...head('stocks'),
    entries: [
      { label: 'ABRC (Arabidopsis Biological Resource Center)', href: externalLinks.abrc },
      { label: 'NASC (Nottingham Arabidopsis Stock Centre)', href: externalLinks.nasc },
    ],
  },
];
