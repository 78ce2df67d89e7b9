// Curated facts of the chromosome 1 loci besides NAC001 (whose records are the fixtures). Locus names, symbols and
// full names, gene descriptions, UniProt accessions and the cited publications are real public facts; the LHY
// coordinates are the fixture's. Other coordinates are plausible positions near the real ones, and the exon counts,
// protein lengths and annotation evidence are demo values modelled on the real genes.
import { ANALYSIS } from '../analysisreference/index';
import { COMMUNICATION } from '../communication/index';
import { DOMAIN } from './domains';
import type { LocusFacts } from './facts';

const interpro = { analysis: ANALYSIS.INTERPRO2GO };
const predicted = { analysis: ANALYSIS.SUBCELLULAR_LOCATION };
const atlas = { analysis: ANALYSIS.EXPRESSION_ATLAS };
const phylogeny = { analysis: ANALYSIS.PHYLOGENETIC };

export const ARV1: LocusFacts = {
  locus: 'ARV1',
  symbols: [{ name: 'ARV1', fullName: 'ARV1 homolog' }],
  description: 'Arv1-like protein',
  chromosome: 1,
  start: 6788,
  end: 9130,
  strand: 'R',
  exonCount: 6,
  protein: { length: 245, domains: [DOMAIN.ARV1(1, 112)] },
  annotations: [
    { term: 'LIPID_METABOLISM', evidence: 'IGI', source: { publication: 'ARV1_2006' }, description: 'Complements the yeast arv1 mutant.', date: '2007-02-12' },
    { term: 'ENDOPLASMIC_RETICULUM', evidence: 'IDA', source: { publication: 'ARV1_2006' }, date: '2007-02-12' },
    { term: 'MEMBRANE', evidence: 'IEA', source: interpro, evidenceWith: 'InterPro:IPR007290', date: '2023-01-10' },
    { term: 'ROOT', evidence: 'IEP', source: atlas, date: '2015-04-30' },
  ],
  dateCreated: '2000-12-14',
  dateLastModified: '2023-01-10',
};

export const NGA3: LocusFacts = {
  locus: 'NGA3',
  symbols: [{ name: 'NGA3', fullName: 'NGATHA3' }],
  description: 'AP2/B3-like transcriptional factor family protein',
  chromosome: 1,
  start: 11649,
  end: 13714,
  strand: 'R',
  exonCount: 2,
  protein: { length: 358, domains: [DOMAIN.B3(58, 160)] },
  annotations: [
    { term: 'TF_ACTIVITY', evidence: 'ISS', source: { publication: 'TF_2000' }, date: '2003-11-21' },
    { term: 'DNA_BINDING', evidence: 'IEA', source: interpro, evidenceWith: 'InterPro:IPR003340', date: '2023-01-10' },
    { term: 'REGULATION_TRANSCRIPTION', evidence: 'IEA', source: interpro, evidenceWith: 'InterPro:IPR003340', date: '2023-01-10' },
    { term: 'NUCLEUS', evidence: 'ISM', source: predicted, date: '2019-06-21' },
    { term: 'DEVELOPMENT', evidence: 'IBA', source: phylogeny, date: '2022-03-15' },
    { term: 'FLOWER', evidence: 'IEP', source: atlas, date: '2015-04-30' },
  ],
  dateCreated: '2000-12-14',
  dateLastModified: '2023-01-10',
};

export const DCL1: LocusFacts = {
  locus: 'DCL1',
  symbols: [
    { name: 'DCL1', fullName: 'DICER-LIKE 1' },
    { name: 'ASU1', fullName: 'ABNORMAL SUSPENSOR 1' },
    { name: 'ATDCL1', fullName: 'DICER-LIKE 1' },
    { name: 'CAF', fullName: 'CARPEL FACTORY' },
    { name: 'EMB60', fullName: 'EMBRYO DEFECTIVE 60' },
    { name: 'EMB76', fullName: 'EMBRYO DEFECTIVE 76' },
    { name: 'SIN1', fullName: 'SHORT INTEGUMENTS 1' },
    { name: 'SUS1', fullName: 'SUSPENSOR 1' },
  ],
  description: 'dicer-like 1',
  chromosome: 1,
  start: 23146,
  end: 31227,
  strand: 'F',
  exonCount: 20,
  protein: {
    length: 1909,
    uniprotId: 'Q9SP32',
    domains: [DOMAIN.PAZ(1216, 1345), DOMAIN.RNASE_III(1408, 1563), DOMAIN.RNASE_III(1590, 1742), DOMAIN.DSRBD(1800, 1880)],
  },
  annotations: [
    { term: 'NUCLEASE', evidence: 'IEA', source: interpro, evidenceWith: 'InterPro:IPR000999', date: '2023-01-10' },
    { term: 'RNA_BINDING', evidence: 'IEA', source: interpro, evidenceWith: 'InterPro:IPR014720', date: '2023-01-10' },
    { term: 'NUCLEUS', evidence: 'ISM', source: predicted, date: '2019-06-21' },
    { term: 'EMBRYO_DEVELOPMENT', evidence: 'NAS', source: null, description: 'Strong alleles arrest embryos early.', date: '2004-05-11' },
    { term: 'FLOWER', evidence: 'IEP', source: atlas, date: '2015-04-30' },
    { term: 'ROOT', evidence: 'IEP', source: atlas, date: '2015-04-30' },
  ],
  comments: [
    {
      person: 'CURATOR_COMMENTS',
      text: 'Alleles of this locus were described under several names before cloning showed them to be one gene.',
      notepadId: 7301,
      date: '2005-03-09',
    },
  ],
  dateCreated: '2000-12-14',
  dateLastModified: '2023-01-10',
};

/** The locus record of LHY is the fixture; these facts build its gene models and proteins, matching it. */
export const LHY: LocusFacts = {
  locus: 'LHY',
  symbols: [
    { name: 'LHY', fullName: 'LATE ELONGATED HYPOCOTYL' },
    { name: 'LHY1', fullName: 'LATE ELONGATED HYPOCOTYL 1' },
  ],
  description: 'Homeodomain-like superfamily protein; a MYB-related transcription factor of the circadian clock.',
  chromosome: 1,
  start: 33379,
  end: 37871,
  strand: 'R',
  exonCount: 7,
  geneModelCount: 4,
  protein: {
    length: 645,
    uniprotId: 'Q6R0H1',
    domains: [DOMAIN.SANT_MYB(19, 71)],
    properties: { molecularWeight: 71298.5, isoelectricPoint: 6.3 },
  },
  annotations: [
    { term: 'CIRCADIAN', evidence: 'IMP', source: { publication: 'LHY_1998' }, date: '2006-08-16' },
    { term: 'SALT', evidence: 'IEP', source: atlas, date: '2010-03-02' },
    { term: 'TF_ACTIVITY', evidence: 'TAS', source: { publication: 'LHY_1998' }, date: '2006-08-16' },
    { term: 'VASCULAR_LEAF', evidence: 'IEP', source: null, date: '2015-04-30' },
  ],
  dateCreated: '2000-12-14',
  dateLastModified: '2023-07-01',
};

export const FT: LocusFacts = {
  locus: 'FT',
  symbols: [
    { name: 'FT', fullName: 'FLOWERING LOCUS T' },
    { name: 'RSB8', fullName: 'REDUCED STEM BRANCHING 8' },
  ],
  description: 'PEBP (phosphatidylethanolamine-binding protein) family protein',
  chromosome: 1,
  start: 24331510,
  end: 24333934,
  strand: 'F',
  exonCount: 4,
  protein: { length: 175, uniprotId: 'Q9SXZ2', domains: [DOMAIN.PEBP(26, 166)] },
  annotations: [
    { term: 'FLOWER_DEVELOPMENT', evidence: 'IMP', source: { publication: 'FT_1999' }, description: 'Activation-tagged lines flower early.', date: '2002-06-18' },
    { term: 'FLOWER_DEVELOPMENT', evidence: 'TAS', source: { communication: COMMUNICATION.FLOWERING_REVIEW }, date: '2021-09-30' },
    { term: 'NUCLEUS', evidence: 'ISM', source: predicted, date: '2019-06-21' },
    { term: 'CYTOPLASM', evidence: 'ISM', source: predicted, date: '2019-06-21' },
    { term: 'VASCULAR_LEAF', evidence: 'IEP', source: atlas, date: '2015-04-30' },
    { term: 'FLOWERING_STAGE', evidence: 'IEP', source: atlas, date: '2015-04-30' },
  ],
  clones: [{ clone: 'FT_CDNA', sequenceAccessions: [], stockNames: ['RAFL05-10-N04'], vectorType: 'plasmid' }],
  dateCreated: '2000-12-14',
  dateLastModified: '2021-09-30',
};

export const AP1: LocusFacts = {
  locus: 'AP1',
  symbols: [
    { name: 'AP1', fullName: 'APETALA1' },
    { name: 'AGL7', fullName: 'AGAMOUS-LIKE 7' },
  ],
  description: 'K-box region and MADS-box transcription factor family protein',
  chromosome: 1,
  start: 25982350,
  end: 25985780,
  strand: 'R',
  exonCount: 8,
  protein: { length: 256, uniprotId: 'P35631', domains: [DOMAIN.MADS(3, 57), DOMAIN.K_BOX(86, 173)] },
  annotations: [
    { term: 'FLOWER_DEVELOPMENT', evidence: 'IMP', source: { publication: 'AP1_1992' }, date: '2003-08-05' },
    { term: 'TF_ACTIVITY', evidence: 'ISS', source: { publication: 'AP1_1992' }, date: '2003-08-05' },
    { term: 'DNA_BINDING', evidence: 'IEA', source: interpro, evidenceWith: 'InterPro:IPR002100', date: '2023-01-10' },
    { term: 'POSITIVE_REGULATION_TRANSCRIPTION', evidence: 'IBA', source: phylogeny, date: '2022-03-15' },
    { term: 'NUCLEUS', evidence: 'ISM', source: predicted, date: '2019-06-21' },
    { term: 'FLOWER', evidence: 'IEP', source: { publication: 'AP1_1992' }, date: '2003-08-05' },
    { term: 'FLOWERING_STAGE', evidence: 'IEP', source: atlas, date: '2015-04-30' },
  ],
  dateCreated: '2000-12-14',
  dateLastModified: '2023-01-10',
};

export const SYP81: LocusFacts = {
  locus: 'SYP81',
  symbols: [
    { name: 'SYP81', fullName: 'syntaxin of plants 81' },
    { name: 'ATSYP81', fullName: 'syntaxin of plants 81' },
  ],
  description: 'syntaxin of plants 81',
  chromosome: 1,
  start: 19184210,
  end: 19186570,
  strand: 'F',
  exonCount: 8,
  protein: { length: 231, domains: [DOMAIN.SNARE(145, 207)] },
  annotations: [
    { term: 'ENDOPLASMIC_RETICULUM', evidence: 'ISM', source: predicted, date: '2019-06-21' },
    { term: 'MEMBRANE', evidence: 'IEA', source: interpro, evidenceWith: 'InterPro:IPR000727', date: '2023-01-10' },
    { term: 'ROOT', evidence: 'IEP', source: atlas, date: '2015-04-30' },
  ],
  dateCreated: '2000-12-14',
  dateLastModified: '2023-01-10',
};
