// Demo ORF clones of a few generated family loci (the first F-box locus with a symbol on chromosomes 1 to 4, the first
// PPR one on chromosomes 1, 3 and 5, so that clones lie on every chromosome): the coding
// sequence, start to stop codon, in the SSP ORF clones' pUNI51 vector. Names (ORF plus the AGI code without 'AT'),
// keys and stocks are demo data; the clones carry no GenBank sequence.
import type { CloneResponse } from '../../../schemas/clone';
import { rosterEcotypes } from '../../roster';
import { hostStrainSummary } from '../hoststrain';
import { organizationName, personAttribution } from '../person/community';
import { vectorSummary } from '../vector';
import { familyGeneKey, familyLocusPlan, type FamilyLocusPlan } from './plan';

export interface FamilyClone {
  key: number;
  name: string;
  plan: FamilyLocusPlan;
  stockName: string;
}

const firstWithSymbol = (family: FamilyLocusPlan['family'], chromosome: number) =>
  familyLocusPlan.find((plan) => plan.family === family && plan.chromosome === chromosome && plan.symbol)!;

const cloned = [...[1, 2, 3, 4].map((chromosome) => firstWithSymbol('FBOX', chromosome)), ...[1, 3, 5].map((chromosome) => firstWithSymbol('PPR', chromosome))];

export const familyClones: readonly FamilyClone[] = cloned.map((plan, n) => ({
  key: 5_001_101 + n,
  name: `ORF${plan.name.slice(2)}`,
  plan,
  stockName: `DKLAT${plan.name.slice(2)}`,
}));

export const clonesOfLocus = (plan: FamilyLocusPlan) => familyClones.filter((clone) => clone.plan === plan);

const DATE = '2012-09-14';

function cloneRecord({ key, name, plan, stockName }: FamilyClone): CloneResponse {
  return {
    name,
    dateLastModified: DATE,
    aliases: [],
    tairObjectId: key,
    chromosome: String(plan.chromosome),
    antibioticSelection: 'kanamycin',
    parentClone: { insertType: 'ORF', insertSize: 3 * (plan.proteinLength + 1) },
    taxon: { scientificName: 'Arabidopsis thaliana', originalName: rosterEcotypes.COL_0.name, speciesVariantId: rosterEcotypes.COL_0.key },
    gene: { geneName: `${plan.name}.1`, geneId: familyGeneKey(plan.index, 1), locusName: plan.name, locusId: plan.key, relationshipType: 'ORF of' },
    stockDetails: [
      { stockId: 8_101_001 + (key - 5_001_101), name: stockName, stockAvailabilityType: 'available', donorStockNumber: null, description: null, firstName: null, lastName: null, ...organizationName('ABRC') },
    ],
    sequences: [],
    vectorDetails: [{ ...vectorSummary('PUNI51'), description: null }],
    hostStrain: hostStrainSummary('DH5ALPHA'),
    globalAssignments: [],
    comments: [],
    attributions: [personAttribution('CURATOR', 'entered by', DATE)],
  };
}

export const familyCloneRecords = () => familyClones.map((clone) => ({ key: clone.key, name: clone.name, record: cloneRecord(clone) }));
