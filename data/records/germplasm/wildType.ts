// The wild-type lines of the roster ecotypes. Real: the names and the stock numbers CS70000 (Col-0) and CS20
// (Ler-0). Demo data: the other stock numbers (CS910xx), the dates, donors and attributions. Col-0 is the parent
// of the EMS population (data/records/germplasm/progeny.ts).
import type { GermplasmResponse } from '../../../schemas/germplasm';
import { rosterEcotypes } from '../../roster';
import { emsPopulationKey, wildTypeKeys } from '../keys';
import { organizationAttribution } from '../person/community';
import { accessionOf, ARABIDOPSIS, stockOf, type RosterEcotype } from './build';

const stockNames: Record<RosterEcotype, string> = {
  COL_0: 'CS70000',
  LER_0: 'CS20',
  WS_2: 'CS91002',
  C24: 'CS91003',
  CVI_0: 'CS91004',
  ND_1: 'CS91005',
  NO_0: 'CS91006',
  RLD_1: 'CS91007',
  SHA: 'CS91008',
  BUR_0: 'CS91009',
};

export const EMS_POPULATION_NAME = 'Col-0 EMS population';

function wildTypeLine(which: RosterEcotype): GermplasmResponse {
  const ecotype = rosterEcotypes[which];
  const key = wildTypeKeys[which];
  return {
    name: ecotype.abbrevName,
    originalName: ecotype.abbrevName,
    scientificName: ARABIDOPSIS,
    germplasmType: 'Individual Line',
    tairObjectId: key,
    dateLastModified: '2020-08-18',
    description: `Wild-type ${ecotype.name} (${ecotype.abbrevName}).`,
    specialGrowthConditions: null,
    mutagen: null,
    aneuploid: 'F',
    ploidy: 'diploid',
    accessions: [accessionOf(which)],
    otherNames: [{ originalAlias: ecotype.name, note: 'accession name' }],
    pedigree: {
      parentLines: [],
      progenyLines: which === 'COL_0' ? [{ name: EMS_POPULATION_NAME, tairObjectId: emsPopulationKey }] : [],
    },
    polymorphisms: [],
    construct: [],
    stock: stockOf(stockNames[which], 'available', 'STOCK_DONOR'),
    stockEntries: [{ stockName: stockNames[which], tairObjectId: null, stockType: 'individual line' }],
    memberStockEntries: [],
    images: [],
    phenotypes: [],
    publications: [],
    attributions: [organizationAttribution('ABRC', 'donated by', '2002-01-15')],
    comments: [],
  };
}

export const wildTypeLines: GermplasmResponse[] = (Object.keys(wildTypeKeys) as RosterEcotype[]).map(wildTypeLine);
