// The ontology terms of the demo dataset: the roster's keywords (which other records cite by key) and the further
// GO terms that the curated loci are annotated with. Ids, names, aspects and synonyms are the Gene Ontology's and
// the Plant Ontology's; definitions are abridged from the ontologies'. Keys and dates are demo data.
import { rosterKeywords } from '../../roster';

export type KeywordType = 'func' | 'proc' | 'comp' | 'grow' | 'stru';

export interface KeywordTerm {
  key: number;
  /** The ontology id, e.g. 'GO:0005634'. */
  id: string;
  name: string;
  type: KeywordType;
  definition: string;
  synonyms: readonly string[];
  dateLastModified: string;
}

type RosterTermName = keyof typeof rosterKeywords;

const rosterTerm = (name: RosterTermName, definition: string, synonyms: readonly string[], dateLastModified: string): KeywordTerm => {
  const { key, id, name: termName, type } = rosterKeywords[name];
  return { key, id, name: termName, type, definition, synonyms, dateLastModified };
};

const rosterTerms = {
  TF_ACTIVITY: rosterTerm(
    'TF_ACTIVITY',
    'A transcription regulator activity that selectively binds a specific DNA sequence in a cis-regulatory region in order to modulate transcription.',
    ['transcription factor activity, sequence-specific DNA binding'],
    '2021-03-04',
  ),
  PROTEIN_BINDING: rosterTerm('PROTEIN_BINDING', 'Binding to a protein.', ['protein amino acid binding'], '2019-11-20'),
  DNA_BINDING: rosterTerm('DNA_BINDING', 'Any molecular function by which a gene product interacts selectively and non-covalently with DNA.', [], '2019-11-20'),
  REGULATION_TRANSCRIPTION: rosterTerm(
    'REGULATION_TRANSCRIPTION',
    'Any process that modulates the frequency, rate or extent of cellular DNA-templated transcription.',
    ['regulation of transcription, DNA-templated', 'regulation of gene-specific transcription'],
    '2022-07-01',
  ),
  DEVELOPMENT: rosterTerm(
    'DEVELOPMENT',
    'The biological process whose outcome is the progression of a multicellular organism over time from an initial condition, such as a zygote, to a later condition.',
    [],
    '2020-11-05',
  ),
  NUCLEUS: rosterTerm('NUCLEUS', 'A membrane-bounded organelle of eukaryotic cells in which chromosomes are housed and replicated.', ['cell nucleus'], '2019-06-21'),
  CIRCADIAN: rosterTerm('CIRCADIAN', 'Any biological process in an organism that recurs with a regularity of approximately 24 hours.', [], '2006-08-16'),
  SALT: rosterTerm(
    'SALT',
    'Any process that results in a change in state or activity of a cell or an organism as a result of a stimulus indicating a change in the concentration of salt in the environment.',
    ['response to ionic osmotic stress', 'salinity response'],
    '2010-03-02',
  ),
  ROOT: rosterTerm('ROOT', 'A plant axis that lacks leaves and usually grows below the soil surface; it has a root cap at its tip.', [], '2015-04-30'),
  VASCULAR_LEAF: rosterTerm('VASCULAR_LEAF', 'A leaf that has vascular tissue.', ['foliage leaf'], '2015-04-30'),
  FLOWER: rosterTerm('FLOWER', 'A reproductive shoot system that has one or more floral organs (sepals, petals, stamens, carpels) as parts.', [], '2015-04-30'),
  FLOWERING_STAGE: rosterTerm('FLOWERING_STAGE', 'A whole plant growth stage during which the plant bears open flowers.', [], '2015-04-30'),
};

const goTerm = (key: number, id: string, name: string, type: KeywordType, definition: string, synonyms: readonly string[] = []): KeywordTerm => ({
  key,
  id,
  name,
  type,
  definition,
  synonyms,
  dateLastModified: '2022-07-01',
});

const furtherTerms = {
  FLOWER_DEVELOPMENT: goTerm(9908, 'GO:0009908', 'flower development', 'proc', 'The process whose outcome is the progression of the flower over time, from its formation to the mature structure.'),
  POSITIVE_REGULATION_TRANSCRIPTION: goTerm(
    45893,
    'GO:0045893',
    'positive regulation of DNA-templated transcription',
    'proc',
    'Any process that activates or increases the frequency, rate or extent of cellular DNA-templated transcription.',
    ['positive regulation of transcription, DNA-templated'],
  ),
  EMBRYO_DEVELOPMENT: goTerm(9790, 'GO:0009790', 'embryo development', 'proc', 'The process whose outcome is the progression of an embryo from its formation until the end of its embryonic life stage.'),
  LIPID_METABOLISM: goTerm(6629, 'GO:0006629', 'lipid metabolic process', 'proc', 'The chemical reactions and pathways involving lipids, compounds soluble in an organic solvent but not, or sparingly, in an aqueous one.', ['lipid metabolism']),
  ABSCISIC_ACID: goTerm(9737, 'GO:0009737', 'response to abscisic acid', 'proc', 'Any process that results in a change in state or activity of a cell or an organism as a result of an abscisic acid stimulus.'),
  EPIGENETIC_REGULATION: goTerm(40029, 'GO:0040029', 'epigenetic regulation of gene expression', 'proc', 'A process that modulates gene expression through chromatin or DNA modifications that are heritable without a change in the DNA sequence.'),
  RNA_BINDING: goTerm(3723, 'GO:0003723', 'RNA binding', 'func', 'Binding to an RNA molecule or a portion thereof.'),
  NUCLEASE: goTerm(4518, 'GO:0004518', 'nuclease activity', 'func', 'Catalysis of the hydrolysis of ester linkages within nucleic acids.'),
  HOMODIMERIZATION: goTerm(42803, 'GO:0042803', 'protein homodimerization activity', 'func', 'Binding to an identical protein to form a homodimer.'),
  ENDOPLASMIC_RETICULUM: goTerm(5783, 'GO:0005783', 'endoplasmic reticulum', 'comp', 'The irregular network of unit membranes, visible only by electron microscopy, that occurs in the cytoplasm of many eukaryotic cells.', ['ER']),
  CYTOPLASM: goTerm(5737, 'GO:0005737', 'cytoplasm', 'comp', 'The contents of a cell excluding the plasma membrane and nucleus, but including other subcellular structures.'),
  MEMBRANE: goTerm(16020, 'GO:0016020', 'membrane', 'comp', 'A lipid bilayer along with all the proteins and protein complexes embedded in it and attached to it.'),
  // The terms of the generated F-box and PPR family loci (data/records/familyLoci).
  PROTEIN_UBIQUITINATION: goTerm(16567, 'GO:0016567', 'protein ubiquitination', 'proc', 'The process in which one or more ubiquitin groups are added to a protein.'),
  SCF_COMPLEX: goTerm(
    19005,
    'GO:0019005',
    'SCF ubiquitin ligase complex',
    'comp',
    'A ubiquitin ligase complex in which a cullin from the Cul1 subfamily and a RING domain protein form the catalytic core; substrate specificity is conferred by a Skp1 adaptor and an F-box protein.',
    ['SCF complex'],
  ),
  MITOCHONDRION: goTerm(5739, 'GO:0005739', 'mitochondrion', 'comp', 'A semiautonomous, self replicating organelle that occurs in varying numbers, shapes, and sizes in the cytoplasm of virtually all eukaryotic cells.', ['mitochondria']),
  CHLOROPLAST: goTerm(9507, 'GO:0009507', 'chloroplast', 'comp', 'A chlorophyll-containing plastid with thylakoids organized into grana and frets, or stroma thylakoids, and embedded in a stroma.'),
  RNA_MODIFICATION: goTerm(9451, 'GO:0009451', 'RNA modification', 'proc', 'The covalent alteration of one or more nucleotides within an RNA molecule to produce an RNA molecule with a sequence that differs from that coded genetically.'),
  SEED: { ...goTerm(9010, 'PO:0009010', 'seed', 'stru', 'A diaspore that develops from a fertilized ovule and has as parts an embryo and a seed coat.'), dateLastModified: '2015-04-30' },
  PETAL_STAGE: {
    ...goTerm(7611, 'PO:0007611', 'petal differentiation and expansion stage', 'grow', 'A flower development stage during which the petals differentiate and expand.'),
    dateLastModified: '2015-04-30',
  },
};

export type TermName = keyof typeof rosterTerms | keyof typeof furtherTerms;

/** Every term of the dataset, by a name the locus facts use. */
export const keywordTerms: Readonly<Record<TermName, KeywordTerm>> = { ...rosterTerms, ...furtherTerms };

/** Terms of this dataset that sit below another in the ontology: their data counts as that term's children's. */
export const termChildren: Partial<Record<TermName, readonly TermName[]>> = {
  REGULATION_TRANSCRIPTION: ['POSITIVE_REGULATION_TRANSCRIPTION'],
  DEVELOPMENT: ['FLOWER_DEVELOPMENT'],
};
