// Curated alleles of the roster loci, each with the line that carries it. Real: the allele names, their loci,
// the genetic backgrounds and the kind of phenotype each gene's mutants show. Demo data: the record keys, the
// mutation details (type, site, mutagen, inheritance, allele mode), the stock numbers (CS9379 of lhy-11 is the
// locus fixture's), stock availability, dates, and which publication each phenotype is cited from.
import { rosterAlleles, rosterEcotypes, rosterPublications } from '../../roster';
import type { RosterLocusName } from '../publication/build';

export interface CuratedAllele {
  name: string;
  locus: RosterLocusName;
  germplasmKey: number;
  polymorphismKey: number;
  background: keyof typeof rosterEcotypes;
  polymorphismType: string;
  insertionType?: string;
  mutagen: string | null;
  mutationSite: string | null;
  alleleMode: string;
  inheritance: string;
  geneFeatureSite: string;
  phenotype: string;
  /** The publication the phenotype is cited from; absent when none of the dataset's publications covers it. */
  publication?: keyof typeof rosterPublications;
  /** Absent: the stock centres hold no stock of the line. */
  stock?: { name: string; availability: string };
  dateLastModified: string;
}

/** The allele's name, locus and keys, as the roster lists them. */
function rosterAllele(which: keyof typeof rosterAlleles) {
  const { name, locus, germplasm, polymorphism } = rosterAlleles[which];
  return { name, locus, germplasmKey: germplasm, polymorphismKey: polymorphism };
}

export const curatedAlleles: CuratedAllele[] = [
  {
    // The locus fixture's germplasm and polymorphism (data/records/locus/fixtures/lhy.ts).
    ...rosterAllele('LHY_11'),
    background: 'LER_0',
    polymorphismType: 'insertion',
    mutagen: null,
    mutationSite: null,
    alleleMode: 'loss of function',
    inheritance: 'recessive',
    geneFeatureSite: 'exon',
    phenotype: 'Short-period circadian rhythms',
    publication: 'LHY_CCA1_2002',
    stock: { name: 'CS9379', availability: 'available' },
    dateLastModified: '2016-05-04',
  },
  {
    ...rosterAllele('LFY_12'),
    background: 'COL_0',
    polymorphismType: 'substitution',
    mutagen: 'EMS',
    mutationSite: 'premature stop codon',
    alleleMode: 'loss of function',
    inheritance: 'recessive',
    geneFeatureSite: 'exon',
    phenotype: 'Flowers replaced by shoot-like structures',
    publication: 'LFY_1992',
    stock: { name: 'CS6229', availability: 'available' },
    dateLastModified: '2014-09-22',
  },
  {
    ...rosterAllele('FT_10'),
    background: 'COL_0',
    polymorphismType: 'insertion',
    insertionType: 'T-DNA',
    mutagen: 'T-DNA',
    mutationSite: null,
    alleleMode: 'loss of function',
    inheritance: 'recessive',
    geneFeatureSite: 'intron',
    phenotype: 'Late flowering in long days',
    publication: 'FT_1999',
    stock: { name: 'CS9869', availability: 'available' },
    dateLastModified: '2019-02-11',
  },
  {
    ...rosterAllele('FLC_3'),
    background: 'COL_0',
    polymorphismType: 'deletion',
    mutagen: 'fast neutrons',
    mutationSite: 'deletion in the first exon',
    alleleMode: 'loss of function',
    inheritance: 'recessive',
    geneFeatureSite: 'exon',
    phenotype: 'Early flowering without vernalization in a FRIGIDA background',
    publication: 'FLC_1999',
    stock: { name: 'CS9880', availability: 'not yet received' },
    dateLastModified: '2011-12-01',
  },
  {
    ...rosterAllele('CCA1_1'),
    background: 'WS_2',
    polymorphismType: 'insertion',
    insertionType: 'T-DNA',
    mutagen: 'T-DNA',
    mutationSite: null,
    alleleMode: 'loss of function',
    inheritance: 'recessive',
    geneFeatureSite: 'exon',
    phenotype: 'Shortened period of circadian rhythms',
    publication: 'CCA1_1998',
    stock: { name: 'CS9378', availability: 'available' },
    dateLastModified: '2015-07-30',
  },
  {
    ...rosterAllele('AP1_1'),
    background: 'LER_0',
    polymorphismType: 'substitution',
    mutagen: 'EMS',
    mutationSite: 'splice site',
    alleleMode: 'loss of function',
    inheritance: 'recessive',
    geneFeatureSite: 'intron',
    phenotype: 'Sepals converted to bract-like organs, with secondary flowers in their axils',
    publication: 'AP1_1992',
    stock: { name: 'CS28', availability: 'available' },
    dateLastModified: '2012-03-14',
  },
  {
    ...rosterAllele('AP2_1'),
    background: 'LER_0',
    polymorphismType: 'substitution',
    mutagen: 'EMS',
    mutationSite: 'missense',
    alleleMode: 'hypomorphic',
    inheritance: 'recessive',
    geneFeatureSite: 'exon',
    phenotype: 'Sepals converted to leaf-like organs and petals reduced',
    publication: 'AP2_1994',
    stock: { name: 'CS29', availability: 'no longer distributed' },
    dateLastModified: '2010-06-08',
  },
  {
    ...rosterAllele('FCA_9'),
    background: 'COL_0',
    polymorphismType: 'substitution',
    mutagen: 'EMS',
    mutationSite: 'splice site',
    alleleMode: 'loss of function',
    inheritance: 'recessive',
    geneFeatureSite: 'intron',
    phenotype: 'Late flowering, corrected by vernalization',
    publication: 'FCA_1997',
    stock: { name: 'CS3775', availability: 'available' },
    dateLastModified: '2013-10-17',
  },
  {
    // No stock: the page shows where to look instead (002 §4).
    ...rosterAllele('DCL1_7'),
    background: 'COL_0',
    polymorphismType: 'substitution',
    mutagen: 'EMS',
    mutationSite: 'missense',
    alleleMode: 'hypomorphic',
    inheritance: 'recessive',
    geneFeatureSite: 'exon',
    phenotype: 'Reduced fertility and pleiotropic developmental defects',
    dateLastModified: '2017-01-26',
  },
];
