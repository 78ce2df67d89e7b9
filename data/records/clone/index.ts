// Clone records (002 §3 Clone). The two cDNA clones the NAC001 locus fixture lists keep its keys, names, aliases,
// accessions and stock names (rosterClones). Real: the BAC T25K16 and its library's vector and host, and the SSP
// ORF clones' vector. Demo data: the keys, FT cDNA clone, insert sizes, dates, stocks, attributions, the sequences'
// gi numbers and the BACs' end reads (data/records/cloneend). The BACs' insert sizes are not recorded: insertSize 0,
// which the page shows as Unknown. The generated family loci's ORF clones follow them.
import type { CloneResponse } from '../../../schemas/clone';
import { rosterClones, rosterEcotypes, rosterLoci } from '../../roster';
import type { DemoRecord } from '../../types';
import { hostStrainSummary } from '../hoststrain';
import { familyCloneRecords } from '../familyLoci/clones';
import { cloneEndsOf } from '../cloneend';
import { cloneKeys } from '../keys';
import { comment, organizationName, personAttribution } from '../person/community';
import type { RosterLocusName } from '../publication/build';
import { vectorSummary } from '../vector';

const COL_0 = { scientificName: 'Arabidopsis thaliana', originalName: rosterEcotypes.COL_0.name, speciesVariantId: rosterEcotypes.COL_0.key };

function geneOf(locus: RosterLocusName, relationshipType: string) {
  const { key, name, geneModels } = rosterLoci[locus];
  return { geneName: geneModels[0]?.name ?? null, geneId: geneModels[0]?.key ?? null, locusName: name, locusId: key, relationshipType };
}

const abrcStock = (stockId: number, name: string, stockAvailabilityType: string, donorStockNumber: string | null = null) => ({
  stockId,
  name,
  stockAvailabilityType,
  donorStockNumber,
  description: null,
  firstName: null,
  lastName: null,
  ...organizationName('ABRC'),
});

const vectorDetails = (which: Parameters<typeof vectorSummary>[0], description: string | null = null) => [{ ...vectorSummary(which), description }];

/**
 * A GenBank sequence of the clone. Its gi number is made up (demo): the 99900xxxx numbers are not NCBI's, whose gi
 * numbers for these accessions the dataset does not record.
 */
const sequence = (icAccession: string, demoGi: number, nucleotidesequenceType: string, sequenceClass: string, attributionDate: string) => ({
  nucleotidesequenceType,
  organizationName: null,
  attributionDate,
  icAccession,
  genbankGi: demoGi,
  sequenceClass,
});

const clones: [number, CloneResponse][] = [
  [
    rosterClones.RAFL.key,
    {
      name: rosterClones.RAFL.name,
      dateLastModified: '2007-02-09',
      aliases: ['pda01234'],
      tairObjectId: rosterClones.RAFL.key,
      chromosome: '1',
      antibioticSelection: null,
      parentClone: { insertType: 'cDNA', insertSize: 1620 },
      taxon: COL_0,
      gene: geneOf('NAC001', 'full-length cDNA of'),
      stockDetails: [abrcStock(8100001, rosterClones.RAFL.name, 'available', 'pda01234')],
      sequences: [sequence('AY087844', 999000101, 'full length cDNA', 'cDNA', '2002-05-10')],
      vectorDetails: [],
      hostStrain: null,
      globalAssignments: [],
      comments: [comment('CURATOR', 'The cDNA covers the whole coding sequence of AT1G01010.1.', '2007-02-09')],
      attributions: [personAttribution('CURATOR', 'entered by', '2007-02-09')],
    },
  ],
  [
    rosterClones.U09.key,
    {
      name: rosterClones.U09.name,
      dateLastModified: '2005-11-21',
      aliases: [],
      tairObjectId: rosterClones.U09.key,
      chromosome: '1',
      antibioticSelection: 'kanamycin',
      // The coding sequence of AT1G01010.1, start to stop codon (429 residues).
      parentClone: { insertType: 'ORF', insertSize: 1290 },
      taxon: COL_0,
      gene: geneOf('NAC001', 'ORF of'),
      stockDetails: [abrcStock(8100002, 'U09171', 'available')],
      sequences: [sequence('BT001234', 999000102, 'full length CDS', 'cDNA', '2003-01-14')],
      vectorDetails: vectorDetails('PUNI51'),
      hostStrain: hostStrainSummary('DH5ALPHA'),
      globalAssignments: [],
      comments: [],
      attributions: [],
    },
  ],
  [
    cloneKeys.T25K16,
    {
      name: rosterClones.T25K16.name,
      dateLastModified: '2001-03-27',
      aliases: [],
      tairObjectId: cloneKeys.T25K16,
      chromosome: '1',
      antibioticSelection: 'chloramphenicol',
      parentClone: { insertType: 'genomic DNA', insertSize: 0 },
      taxon: COL_0,
      gene: geneOf('NAC001', 'contains'),
      stockDetails: [abrcStock(8100003, 'T25K16', 'available')],
      sequences: [],
      cloneEnds: cloneEndsOf('T25K16'),
      vectorDetails: vectorDetails('PBELOBAC11', 'TAMU BAC library'),
      hostStrain: hostStrainSummary('DH10B'),
      globalAssignments: [],
      comments: [],
      attributions: [],
    },
  ],
  [
    cloneKeys.F22L4,
    {
      name: rosterClones.F22L4.name,
      dateLastModified: '2001-03-27',
      aliases: [],
      tairObjectId: cloneKeys.F22L4,
      chromosome: '1',
      antibioticSelection: 'kanamycin',
      parentClone: { insertType: 'genomic DNA', insertSize: 0 },
      taxon: COL_0,
      gene: geneOf('LHY', 'contains'),
      stockDetails: [abrcStock(8100004, 'F22L4', 'no longer distributed')],
      sequences: [],
      cloneEnds: cloneEndsOf('F22L4'),
      vectorDetails: vectorDetails('PBELOBAC_KAN', 'IGF BAC library'),
      hostStrain: hostStrainSummary('DH10B'),
      globalAssignments: [],
      comments: [],
      attributions: [],
    },
  ],
  [
    cloneKeys.FT_CDNA,
    {
      name: rosterClones.FT_CDNA.name,
      dateLastModified: '2008-07-15',
      aliases: [],
      tairObjectId: cloneKeys.FT_CDNA,
      chromosome: '1',
      parentClone: { insertType: 'cDNA', insertSize: 705 },
      taxon: COL_0,
      gene: geneOf('FT', 'full-length cDNA of'),
      stockDetails: [abrcStock(8100005, rosterClones.FT_CDNA.name, 'not available')],
    },
  ],
];

export const cloneRecords: DemoRecord<CloneResponse>[] = [
  ...clones.map(([key, record]) => ({ key, name: record.name, record })),
  // ORF clones of a few generated F-box and PPR loci (data/records/familyLoci/clones.ts).
  ...familyCloneRecords(),
];
