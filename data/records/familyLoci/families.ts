// The two large gene families the generated loci belong to. Family names, gene descriptions, InterPro entries and
// their member databases' signatures, and the GO and PO terms are real public facts; which locus belongs to which
// family, and every locus's coordinates, structure, symbols, annotations and phenotypes are demo data.
import type { TermName } from '../keyword/terms';
import type { DomainFact } from '../locus/facts';

export type FamilyName = 'FBOX' | 'PPR';

/** Where an annotation's evidence comes from: a computational analysis, or one of the locus's demo studies. */
export type EvidenceSource = 'interpro' | 'predicted' | 'atlas' | 'phylogeny' | 'study';

export interface TermChoice {
  term: TermName;
  /** Evidence codes with the source each cites; a 'study' code falls back to the first computational one when the locus has no study. */
  evidence: readonly (readonly [code: string, source: EvidenceSource])[];
}

type DomainAt = (start: number, end: number) => DomainFact;

const hit =
  (interproAccession: string, interproName: string, memberDatabase: string, memberAccession: string, description: string): DomainAt =>
  (start, end) => ({ interproAccession, interproName, memberDatabase, memberAccession, description, start, end });

export interface FamilyFacts {
  /** Descriptions of protein-coding members, weighted; every one names the family. */
  descriptions: readonly (readonly [string, number])[];
  pseudogeneDescription: string;
  noncodingDescription: string;
  symbolPrefix: string;
  symbolFullName: string;
  /** Domain hits and where they fall, as fractions of the protein length. */
  domains: readonly { at: DomainAt; from: number; to: number }[];
  exonCounts: readonly (readonly [number, number])[];
  proteinLength: readonly [number, number];
  terms: readonly TermChoice[];
  phenotypes: readonly string[];
}

const DEMO = ' (demo record)';

const F_BOX = hit('IPR001810', 'F-box domain', 'Pfam', 'PF00646', 'F-box domain');
const F_BOX_LIKE = hit('IPR036047', 'F-box-like domain superfamily', 'SUPERFAMILY', 'SSF81383', 'F-box domain');
const FBA_1 = hit('IPR006527', 'F-box associated domain, type 1', 'Pfam', 'PF07734', 'F-box associated');
const PPR = hit('IPR002885', 'Pentatricopeptide repeat', 'Pfam', 'PF01535', 'PPR repeat');
const PPR_2 = hit('IPR002885', 'Pentatricopeptide repeat', 'Pfam', 'PF13041', 'PPR repeat family');
const TPR_LIKE = hit('IPR011990', 'Tetratricopeptide-like helical domain superfamily', 'Gene3D', 'G3DSA:1.25.40.10', 'Tetratricopeptide-like helical domain');

export const FAMILIES: Readonly<Record<FamilyName, FamilyFacts>> = {
  FBOX: {
    descriptions: [
      [`F-box family protein${DEMO}`, 6],
      [`F-box and associated interaction domains-containing protein${DEMO}`, 2],
      [`F-box/RNI-like superfamily protein${DEMO}`, 2],
    ],
    pseudogeneDescription: `F-box family protein, pseudogene${DEMO}`,
    noncodingDescription: `Long non-coding RNA in an F-box family gene cluster${DEMO}`,
    symbolPrefix: 'FBX',
    symbolFullName: 'F-box protein',
    domains: [
      { at: F_BOX, from: 0.02, to: 0.14 },
      { at: F_BOX_LIKE, from: 0.02, to: 0.18 },
      { at: FBA_1, from: 0.45, to: 0.9 },
    ],
    exonCounts: [[1, 4], [2, 4], [3, 2]],
    proteinLength: [280, 480],
    terms: [
      { term: 'PROTEIN_BINDING', evidence: [['IEA', 'interpro'], ['IPI', 'study'], ['ISS', 'phylogeny']] },
      { term: 'PROTEIN_UBIQUITINATION', evidence: [['IBA', 'phylogeny'], ['IEA', 'interpro']] },
      { term: 'SCF_COMPLEX', evidence: [['IBA', 'phylogeny'], ['IDA', 'study']] },
      { term: 'NUCLEUS', evidence: [['ISM', 'predicted'], ['HDA', 'study']] },
      { term: 'CYTOPLASM', evidence: [['ISM', 'predicted']] },
      { term: 'ABSCISIC_ACID', evidence: [['IEP', 'atlas'], ['IMP', 'study']] },
      { term: 'ROOT', evidence: [['IEP', 'atlas'], ['IDA', 'study']] },
      { term: 'FLOWER', evidence: [['IEP', 'atlas']] },
      { term: 'VASCULAR_LEAF', evidence: [['IEP', 'atlas'], ['HEP', 'study']] },
      { term: 'FLOWERING_STAGE', evidence: [['IEP', 'atlas']] },
    ],
    phenotypes: ['Delayed flowering under long days', 'Shorter primary root on vertical plates', 'Hypersensitive to abscisic acid during germination', 'Serrated rosette leaves'],
  },
  PPR: {
    descriptions: [
      [`Pentatricopeptide repeat (PPR) superfamily protein${DEMO}`, 8],
      [`Pentatricopeptide repeat (PPR-like) superfamily protein${DEMO}`, 2],
    ],
    pseudogeneDescription: `Pentatricopeptide repeat (PPR) superfamily protein, pseudogene${DEMO}`,
    noncodingDescription: `Long non-coding RNA antisense to a pentatricopeptide repeat (PPR) gene${DEMO}`,
    symbolPrefix: 'PPR',
    symbolFullName: 'pentatricopeptide repeat protein',
    domains: [
      { at: PPR, from: 0.15, to: 0.3 },
      { at: PPR_2, from: 0.35, to: 0.5 },
      { at: TPR_LIKE, from: 0.12, to: 0.85 },
    ],
    // Most PPR genes have no intron.
    exonCounts: [[1, 8], [2, 2]],
    proteinLength: [420, 980],
    terms: [
      { term: 'RNA_BINDING', evidence: [['IEA', 'interpro'], ['IDA', 'study'], ['ISS', 'phylogeny']] },
      { term: 'MITOCHONDRION', evidence: [['ISM', 'predicted'], ['HDA', 'study'], ['IDA', 'study']] },
      { term: 'CHLOROPLAST', evidence: [['ISM', 'predicted'], ['IDA', 'study']] },
      { term: 'RNA_MODIFICATION', evidence: [['IBA', 'phylogeny'], ['IMP', 'study']] },
      { term: 'EMBRYO_DEVELOPMENT', evidence: [['IBA', 'phylogeny'], ['IMP', 'study']] },
      { term: 'SEED', evidence: [['IEP', 'atlas'], ['HEP', 'study']] },
      { term: 'VASCULAR_LEAF', evidence: [['IEP', 'atlas']] },
      { term: 'PETAL_STAGE', evidence: [['IEP', 'atlas']] },
    ],
    phenotypes: ['Embryo lethal; white aborted seeds in siliques', 'Pale green seedlings', 'Slow growth with curled leaves', 'Defective editing of a mitochondrial transcript'],
  },
};
