import { isExternal, menuGroups, type MenuEntry } from '../../../site/menus';

// The tools the overview presents: the Tools menu's entries (000 §2.1, with their premium marks) and bulk sequence
// retrieval (001 §2.8), which has no menu entry of its own. The menu data carries no sentences for tools, so they
// are kept here, by the entry's label.

export const BULK_RETRIEVAL_ENTRY: MenuEntry = { label: 'Bulk Data Retrieval', to: '/type_sequences' };

export const toolDescriptions: Readonly<Record<string, string>> = {
  BLAST: 'Finds the Arabidopsis sequences most similar to a nucleotide or protein sequence of yours, with the alignments.',
  Patmatch: 'Finds short nucleotide or peptide patterns, allowing mismatches if you wish, in Arabidopsis sequences.',
  'Bulk Data Retrieval': 'Fetches the sequences of many loci at once, as FASTA, from a list of AGI locus IDs.',
  JBrowse: 'A genome browser: genes, transcripts and other annotation tracks along the chromosomes.',
  JBrowse2: 'The newer genome browser, with synteny and structural-variant views beside the linear tracks.',
  PhyloGenes: 'Gene family trees with the known functions of plant genes, to infer what a gene does from its relatives.',
  GBrowse: 'The earlier genome browser, kept for its annotation tracks and saved views.',
  SeqViewer: 'The sequence and annotation of a region, from a whole chromosome down to single bases.',
  MapViewer: 'The genetic, physical and sequence maps of the chromosomes, side by side.',
  'Motif Analysis': 'Finds short sequence motifs over-represented in the upstream regions of a set of genes.',
  'Chromosome Map Tool': 'Draws where the loci of a list lie on the five chromosomes.',
  'Synteny Viewer': 'Conserved gene order between Arabidopsis and related plant genomes.',
  'Functional Categorization': 'Sorts a list of genes into functional categories by their GO and PO annotations.',
  'GO Term Enrichment (PANTHER)': 'Tests a gene list for over-represented GO terms with the PANTHER classification system.',
  'Plant Metabolic Network': 'Metabolic pathway databases of Arabidopsis and other plants, AraCyc among them.',
};

const toolsMenu = menuGroups.find((group) => group.id === 'tools')?.entries ?? [];

/** The Tools menu without its link to this overview. */
const menuTools = toolsMenu.filter((entry) => isExternal(entry) || entry.to !== '/tools/overview');

/** The sequence tools of this portal: BLAST and Patmatch as the menu has them, then bulk retrieval. */
export const portalTools: MenuEntry[] = [...menuTools.filter((entry) => !isExternal(entry)), BULK_RETRIEVAL_ENTRY];

/** The tools elsewhere that the menu links to; each opens in a new tab. */
export const outsideTools: MenuEntry[] = menuTools.filter(isExternal);
