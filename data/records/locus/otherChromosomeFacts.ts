// Curated facts of the loci on chromosomes 2, 4 and 5. Locus names, symbols and full names, gene descriptions,
// UniProt accessions and the cited publications are real public facts; coordinates are plausible positions near
// the real ones, and the exon counts, protein lengths and annotation evidence are demo values modelled on the real
// genes. AT4G00010 is the dataset's locus with 300 PANTHER paralogs (side data served apart from the records); its
// description and protein are demo data.
import { ANALYSIS } from '../analysisreference/index';
import { COMMUNICATION } from '../communication/index';
import { TRANSPOSON } from '../transposon/keys';
import { DOMAIN } from './domains';
import type { LocusFacts } from './facts';

const interpro = { analysis: ANALYSIS.INTERPRO2GO };
const predicted = { analysis: ANALYSIS.SUBCELLULAR_LOCATION };
const atlas = { analysis: ANALYSIS.EXPRESSION_ATLAS };
const phylogeny = { analysis: ANALYSIS.PHYLOGENETIC };
const review = { communication: COMMUNICATION.FLOWERING_REVIEW };

export const CCA1: LocusFacts = {
  locus: 'CCA1',
  symbols: [{ name: 'CCA1', fullName: 'CIRCADIAN CLOCK ASSOCIATED 1' }],
  description: 'circadian clock associated 1',
  chromosome: 2,
  start: 19240133,
  end: 19244630,
  strand: 'R',
  exonCount: 8,
  protein: { length: 608, uniprotId: 'P92973', domains: [DOMAIN.MYB(18, 74), DOMAIN.SANT_MYB(21, 72)] },
  annotations: [
    { term: 'CIRCADIAN', evidence: 'IMP', source: { publication: 'CCA1_1998' }, description: 'Constitutive expression abolishes rhythms.', date: '2003-10-02' },
    { term: 'CIRCADIAN', evidence: 'IGI', source: { publication: 'LHY_CCA1_2002' }, evidenceWith: 'AGI_LocusCode:AT1G01060', date: '2003-10-02' },
    { term: 'TF_ACTIVITY', evidence: 'ISS', source: { publication: 'CCA1_1998' }, date: '2003-10-02' },
    { term: 'DNA_BINDING', evidence: 'IEA', source: interpro, evidenceWith: 'InterPro:IPR017930', date: '2023-01-10' },
    { term: 'NUCLEUS', evidence: 'ISM', source: predicted, date: '2019-06-21' },
    { term: 'VASCULAR_LEAF', evidence: 'IEP', source: atlas, date: '2015-04-30' },
  ],
  comments: [
    {
      person: 'CURATOR_COMMENTS',
      text: 'Acts together with LHY (AT1G01060) in the morning loop of the clock; single mutants keep shortened rhythms.',
      notepadId: 7302,
      date: '2008-01-22',
    },
  ],
  dateCreated: '1999-12-16',
  dateLastModified: '2023-01-10',
};

export const LFY: LocusFacts = {
  locus: 'LFY',
  symbols: [
    { name: 'LFY', fullName: 'LEAFY' },
    { name: 'LFY3', fullName: 'LEAFY 3' },
  ],
  description: 'floral meristem identity control protein LEAFY (LFY)',
  chromosome: 5,
  start: 24844948,
  end: 24847511,
  strand: 'F',
  exonCount: 3,
  protein: { length: 420, uniprotId: 'Q00958', domains: [DOMAIN.LEAFY(45, 416)] },
  annotations: [
    { term: 'FLOWER_DEVELOPMENT', evidence: 'IMP', source: { publication: 'LFY_1992' }, description: 'Mutants make shoots in place of flowers.', date: '2002-11-14' },
    { term: 'TF_ACTIVITY', evidence: 'ISS', source: { publication: 'LFY_1992' }, date: '2002-11-14' },
    { term: 'DNA_BINDING', evidence: 'IEA', source: interpro, evidenceWith: 'InterPro:IPR002910', date: '2023-01-10' },
    { term: 'POSITIVE_REGULATION_TRANSCRIPTION', evidence: 'TAS', source: review, date: '2021-09-30' },
    { term: 'HOMODIMERIZATION', evidence: 'IBA', source: phylogeny, date: '2022-03-15' },
    { term: 'NUCLEUS', evidence: 'ISM', source: predicted, date: '2019-06-21' },
    { term: 'FLOWER', evidence: 'IEP', source: { publication: 'LFY_1992' }, date: '2002-11-14' },
  ],
  dateCreated: '2000-12-14',
  dateLastModified: '2023-01-10',
};

export const AP2: LocusFacts = {
  locus: 'AP2',
  symbols: [
    { name: 'AP2', fullName: 'APETALA 2' },
    { name: 'FL1', fullName: 'FLORAL MUTANT 1' },
    { name: 'FLO2', fullName: 'FLOWER 2' },
  ],
  description: 'Integrase-type DNA-binding superfamily protein',
  chromosome: 4,
  start: 17398452,
  end: 17401136,
  strand: 'R',
  exonCount: 10,
  protein: { length: 432, uniprotId: 'P47927', domains: [DOMAIN.AP2(129, 195), DOMAIN.AP2(221, 289)] },
  annotations: [
    { term: 'FLOWER_DEVELOPMENT', evidence: 'IMP', source: { publication: 'AP2_1994' }, date: '2003-04-29' },
    { term: 'DEVELOPMENT', evidence: 'IMP', source: { publication: 'AP2_1994' }, description: 'Seed mass and seed coat development are altered in mutants.', date: '2003-04-29' },
    { term: 'TF_ACTIVITY', evidence: 'ISS', source: { publication: 'AP2_1994' }, date: '2003-04-29' },
    { term: 'DNA_BINDING', evidence: 'IEA', source: interpro, evidenceWith: 'InterPro:IPR001471', date: '2023-01-10' },
    { term: 'NUCLEUS', evidence: 'ISM', source: predicted, date: '2019-06-21' },
    { term: 'FLOWER', evidence: 'IEP', source: atlas, date: '2015-04-30' },
  ],
  dateCreated: '1999-12-16',
  dateLastModified: '2023-01-10',
};

export const FLC: LocusFacts = {
  locus: 'FLC',
  symbols: [
    { name: 'FLC', fullName: 'FLOWERING LOCUS C' },
    { name: 'FLF', fullName: 'FLOWERING LOCUS F' },
    { name: 'AGL25', fullName: 'AGAMOUS-LIKE 25' },
  ],
  description: 'K-box region and MADS-box transcription factor family protein',
  chromosome: 5,
  start: 3173382,
  end: 3179448,
  strand: 'R',
  exonCount: 7,
  protein: { length: 196, uniprotId: 'Q9S7Q7', domains: [DOMAIN.MADS(3, 57), DOMAIN.K_BOX(85, 172)] },
  annotations: [
    { term: 'FLOWER_DEVELOPMENT', evidence: 'IMP', source: { publication: 'FLC_1999' }, description: 'Represses the transition to flowering.', date: '2001-05-23' },
    { term: 'TF_ACTIVITY', evidence: 'ISS', source: { publication: 'FLC_1999' }, date: '2001-05-23' },
    { term: 'DNA_BINDING', evidence: 'IEA', source: interpro, evidenceWith: 'InterPro:IPR002100', date: '2023-01-10' },
    { term: 'REGULATION_TRANSCRIPTION', evidence: 'IBA', source: phylogeny, date: '2022-03-15' },
    { term: 'NUCLEUS', evidence: 'ISM', source: predicted, date: '2019-06-21' },
    { term: 'VASCULAR_LEAF', evidence: 'IEP', source: atlas, date: '2015-04-30' },
    { term: 'ROOT', evidence: 'IEP', source: atlas, date: '2015-04-30' },
  ],
  comments: [
    {
      person: 'RESEARCHER',
      text: 'Transcript levels fall during prolonged cold; the locus is a classic model of vernalization.',
      notepadId: 7303,
      date: '2016-02-11',
    },
  ],
  dateCreated: '2000-12-14',
  dateLastModified: '2023-01-10',
};

export const FCA: LocusFacts = {
  locus: 'FCA',
  symbols: [{ name: 'FCA', fullName: 'FCA' }],
  description: 'RNA binding protein that promotes the transition to flowering',
  chromosome: 4,
  start: 9205617,
  end: 9213945,
  strand: 'F',
  exonCount: 20,
  protein: { length: 747, uniprotId: 'O04425', domains: [DOMAIN.RRM(118, 199), DOMAIN.RRM(219, 298), DOMAIN.WW(595, 628)] },
  annotations: [
    { term: 'FLOWER_DEVELOPMENT', evidence: 'IMP', source: { publication: 'FCA_1997' }, description: 'Mutants flower late.', date: '2001-05-23' },
    { term: 'RNA_BINDING', evidence: 'IEA', source: interpro, evidenceWith: 'InterPro:IPR000504', date: '2023-01-10' },
    { term: 'EPIGENETIC_REGULATION', evidence: 'TAS', source: review, date: '2021-09-30' },
    { term: 'NUCLEUS', evidence: 'ISM', source: predicted, date: '2019-06-21' },
    { term: 'ROOT', evidence: 'IEP', source: atlas, date: '2015-04-30' },
  ],
  dateCreated: '1999-12-16',
  dateLastModified: '2023-01-10',
};

/** 300 PANTHER paralogs (side data); an unnamed locus, so it has no symbol. */
export const MANY_PARALOGS: LocusFacts = {
  locus: 'MANY_PARALOGS',
  symbols: [],
  description: 'F-box family protein',
  chromosome: 4,
  start: 2895,
  end: 4228,
  strand: 'F',
  exonCount: 1,
  protein: { length: 412, domains: [DOMAIN.F_BOX(12, 58)] },
  annotations: [
    { term: 'PROTEIN_BINDING', evidence: 'IEA', source: interpro, evidenceWith: 'InterPro:IPR001810', date: '2023-01-10' },
    { term: 'NUCLEUS', evidence: 'ISM', source: predicted, date: '2019-06-21' },
  ],
  transposons: [TRANSPOSON.ATENSPM3_CHR4],
  dateCreated: '1999-12-16',
  dateLastModified: '2023-01-10',
};
