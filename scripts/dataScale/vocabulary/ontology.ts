// The ontology vocabulary of the dataset's annotations. GO: the plant GO slim (go-basic 2022-07-01), its obsolete
// terms left out; the keyword id of a term is the number of its GO id, as on the fixtures (nucleus → 5634).
// PO: Plant Ontology structures and growth stages with their real ids.

export type GoAspect = 'P' | 'F' | 'C';

export interface OntologyTerm {
  id: string;
  name: string;
  keywordId: number;
}

export interface GoTerm extends OntologyTerm {
  aspect: GoAspect;
}

const go = (id: string, name: string, aspect: GoAspect): GoTerm => ({ id, name, aspect, keywordId: Number(id.slice(3)) });
const po = (id: string, name: string): OntologyTerm => ({ id, name, keywordId: Number(id.slice(3)) });

export const GO_TERMS: readonly GoTerm[] = [
  go('GO:0000003', 'reproduction', 'P'),
  go('GO:0000166', 'nucleotide binding', 'F'),
  go('GO:0003674', 'molecular_function', 'F'),
  go('GO:0003676', 'nucleic acid binding', 'F'),
  go('GO:0003677', 'DNA binding', 'F'),
  go('GO:0003682', 'chromatin binding', 'F'),
  go('GO:0003700', 'DNA-binding transcription factor activity', 'F'),
  go('GO:0003723', 'RNA binding', 'F'),
  go('GO:0003774', 'cytoskeletal motor activity', 'F'),
  go('GO:0003824', 'catalytic activity', 'F'),
  go('GO:0004518', 'nuclease activity', 'F'),
  go('GO:0005102', 'signaling receptor binding', 'F'),
  go('GO:0005198', 'structural molecule activity', 'F'),
  go('GO:0005215', 'transporter activity', 'F'),
  go('GO:0005488', 'binding', 'F'),
  go('GO:0005515', 'protein binding', 'F'),
  go('GO:0005575', 'cellular_component', 'C'),
  go('GO:0005576', 'extracellular region', 'C'),
  go('GO:0005615', 'extracellular space', 'C'),
  go('GO:0005618', 'cell wall', 'C'),
  go('GO:0005622', 'intracellular anatomical structure', 'C'),
  go('GO:0005634', 'nucleus', 'C'),
  go('GO:0005635', 'nuclear envelope', 'C'),
  go('GO:0005654', 'nucleoplasm', 'C'),
  go('GO:0005730', 'nucleolus', 'C'),
  go('GO:0005737', 'cytoplasm', 'C'),
  go('GO:0005739', 'mitochondrion', 'C'),
  go('GO:0005764', 'lysosome', 'C'),
  go('GO:0005768', 'endosome', 'C'),
  go('GO:0005773', 'vacuole', 'C'),
  go('GO:0005777', 'peroxisome', 'C'),
  go('GO:0005783', 'endoplasmic reticulum', 'C'),
  go('GO:0005794', 'Golgi apparatus', 'C'),
  go('GO:0005829', 'cytosol', 'C'),
  go('GO:0005840', 'ribosome', 'C'),
  go('GO:0005856', 'cytoskeleton', 'C'),
  go('GO:0005886', 'plasma membrane', 'C'),
  go('GO:0005975', 'carbohydrate metabolic process', 'P'),
  go('GO:0006091', 'generation of precursor metabolites and energy', 'P'),
  go('GO:0006139', 'nucleobase-containing compound metabolic process', 'P'),
  go('GO:0006259', 'DNA metabolic process', 'P'),
  go('GO:0006412', 'translation', 'P'),
  go('GO:0006629', 'lipid metabolic process', 'P'),
  go('GO:0006810', 'transport', 'P'),
  go('GO:0006950', 'response to stress', 'P'),
  go('GO:0007049', 'cell cycle', 'P'),
  go('GO:0007154', 'cell communication', 'P'),
  go('GO:0007165', 'signal transduction', 'P'),
  go('GO:0007267', 'cell-cell signaling', 'P'),
  go('GO:0007275', 'multicellular organism development', 'P'),
  go('GO:0007610', 'behavior', 'P'),
  go('GO:0008135', 'translation factor activity, RNA binding', 'F'),
  go('GO:0008150', 'biological_process', 'P'),
  go('GO:0008152', 'metabolic process', 'P'),
  go('GO:0008219', 'cell death', 'P'),
  go('GO:0008289', 'lipid binding', 'F'),
  go('GO:0009056', 'catabolic process', 'P'),
  go('GO:0009058', 'biosynthetic process', 'P'),
  go('GO:0009536', 'plastid', 'C'),
  go('GO:0009579', 'thylakoid', 'C'),
  go('GO:0009605', 'response to external stimulus', 'P'),
  go('GO:0009606', 'tropism', 'P'),
  go('GO:0009607', 'response to biotic stimulus', 'P'),
  go('GO:0009628', 'response to abiotic stimulus', 'P'),
  go('GO:0009653', 'anatomical structure morphogenesis', 'P'),
  go('GO:0009719', 'response to endogenous stimulus', 'P'),
  go('GO:0009790', 'embryo development', 'P'),
  go('GO:0009791', 'post-embryonic development', 'P'),
  go('GO:0009835', 'fruit ripening', 'P'),
  go('GO:0009838', 'abscission', 'P'),
  go('GO:0009856', 'pollination', 'P'),
  go('GO:0009875', 'pollen-pistil interaction', 'P'),
  go('GO:0009908', 'flower development', 'P'),
  go('GO:0009987', 'cellular process', 'P'),
  go('GO:0009991', 'response to extracellular stimulus', 'P'),
  go('GO:0015979', 'photosynthesis', 'P'),
  go('GO:0016020', 'membrane', 'C'),
  go('GO:0016043', 'cellular component organization', 'P'),
  go('GO:0016049', 'cell growth', 'P'),
  go('GO:0016301', 'kinase activity', 'F'),
  go('GO:0016740', 'transferase activity', 'F'),
  go('GO:0016787', 'hydrolase activity', 'F'),
  go('GO:0019538', 'protein metabolic process', 'P'),
  go('GO:0019725', 'cellular homeostasis', 'P'),
  go('GO:0019748', 'secondary metabolic process', 'P'),
  go('GO:0019825', 'oxygen binding', 'F'),
  go('GO:0030154', 'cell differentiation', 'P'),
  go('GO:0030234', 'enzyme regulator activity', 'F'),
  go('GO:0030246', 'carbohydrate binding', 'F'),
  go('GO:0030312', 'external encapsulating structure', 'C'),
  go('GO:0040007', 'growth', 'P'),
  go('GO:0040029', 'epigenetic regulation of gene expression', 'P'),
  go('GO:0045182', 'translation regulator activity', 'F'),
  go('GO:0006355', 'regulation of DNA-templated transcription', 'P'),
  go('GO:0045893', 'positive regulation of DNA-templated transcription', 'P'),
  go('GO:0009737', 'response to abscisic acid', 'P'),
  go('GO:0009414', 'response to water deprivation', 'P'),
  go('GO:0048731', 'system development', 'P'),
  go('GO:0010200', 'response to chitin', 'P'),
  go('GO:0042803', 'protein homodimerization activity', 'F'),
  go('GO:0007623', 'circadian rhythm', 'P'),
  go('GO:0009651', 'response to salt stress', 'P'),
];

/** The three root terms: annotated with evidence ND when nothing is known about a gene's function. */
export const GO_ROOT_IDS: ReadonlySet<string> = new Set(['GO:0008150', 'GO:0003674', 'GO:0005575']);

export const PO_STRUCTURES: readonly OntologyTerm[] = [
  po('PO:0009005', 'root'),
  po('PO:0009046', 'flower'),
  po('PO:0025034', 'leaf'),
  po('PO:0009047', 'stem'),
  po('PO:0009010', 'seed'),
  po('PO:0009001', 'fruit'),
  po('PO:0009009', 'plant embryo'),
  po('PO:0020030', 'cotyledon'),
  po('PO:0020100', 'hypocotyl'),
  po('PO:0025281', 'pollen'),
  po('PO:0009032', 'petal'),
  po('PO:0009031', 'sepal'),
  po('PO:0009029', 'stamen'),
  po('PO:0009030', 'carpel'),
  po('PO:0000037', 'shoot apex'),
  po('PO:0000293', 'guard cell'),
  po('PO:0000256', 'root hair cell'),
  po('PO:0000013', 'cauline leaf'),
  po('PO:0000014', 'rosette leaf'),
  po('PO:0009025', 'vascular leaf'),
];

export const PO_STAGES: readonly OntologyTerm[] = [
  po('PO:0007616', 'flowering stage'),
  po('PO:0007611', 'petal differentiation and expansion stage'),
  po('PO:0007131', 'seedling development stage'),
  po('PO:0007115', 'LP.04 four leaves visible stage'),
  po('PO:0007123', 'LP.06 six leaves visible stage'),
  po('PO:0001185', 'plant embryo globular stage'),
  po('PO:0001078', 'plant embryo cotyledonary stage'),
  po('PO:0004507', 'plant embryo bilateral stage'),
  po('PO:0001081', 'mature plant embryo stage'),
];

/** Every term once; annotations refer to terms by their index here. */
export const ALL_TERMS: readonly OntologyTerm[] = [...GO_TERMS, ...PO_STRUCTURES, ...PO_STAGES];
