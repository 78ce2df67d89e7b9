// A germplasm with more progeny lines than the page shows (002 §9: at most 1000): an EMS population of Col-0
// and its 1,050 M3 lines, generated deterministically. Demo data throughout. The lines have no stock of their
// own (002 §4: the page then says where to look); the population's set stock is no longer distributed.
import type { GermplasmResponse } from '../../../schemas/germplasm';
import { emsPopulationKey, wildTypeKeys } from '../keys';
import { personAttribution } from '../person/community';
import { accessionOf, ARABIDOPSIS, stockOf } from './build';
import { EMS_POPULATION_NAME } from './wildType';

export const PROGENY_LINE_COUNT = 1050;
const FIRST_PROGENY_KEY = 4700001;
const SET_STOCK = 'CS91100';

// A few lines were scored for a visible phenotype; the rest have no description.
const SCORED_PHENOTYPES = ['early flowering', 'pale green leaves', 'short roots', 'serrated leaves', 'late flowering'];

const progenyName = (index: number) => `Col-0 EMS line ${String(index + 1).padStart(4, '0')}`;

const populationEntry = { name: EMS_POPULATION_NAME, tairObjectId: emsPopulationKey };
const setStockEntry = { stockName: SET_STOCK, tairObjectId: null, stockType: 'set of lines' };

export const progenyLines: GermplasmResponse[] = Array.from({ length: PROGENY_LINE_COUNT }, (_, index) => ({
  name: progenyName(index),
  scientificName: ARABIDOPSIS,
  germplasmType: 'Individual Line',
  tairObjectId: FIRST_PROGENY_KEY + index,
  dateLastModified: '2021-11-30',
  description: index % 25 === 0 ? `M3 line with ${SCORED_PHENOTYPES[(index / 25) % SCORED_PHENOTYPES.length]}.` : null,
  mutagen: 'EMS',
  accessions: [accessionOf('COL_0')],
  pedigree: { parentLines: [populationEntry], progenyLines: [] },
  stock: null,
  memberStockEntries: [setStockEntry],
}));

export const emsPopulation: GermplasmResponse = {
  name: EMS_POPULATION_NAME,
  originalName: EMS_POPULATION_NAME,
  scientificName: ARABIDOPSIS,
  germplasmType: 'Set of Lines',
  tairObjectId: emsPopulationKey,
  dateLastModified: '2021-11-30',
  description: `${PROGENY_LINE_COUNT} M3 lines from an EMS-mutagenised Col-0 population.`,
  specialGrowthConditions: null,
  mutagen: 'EMS',
  aneuploid: 'F',
  ploidy: 'diploid',
  accessions: [accessionOf('COL_0')],
  otherNames: [],
  pedigree: {
    parentLines: [{ name: 'Col-0', tairObjectId: wildTypeKeys.COL_0 }],
    progenyLines: progenyLines.map((line) => ({ name: line.name, tairObjectId: line.tairObjectId })),
  },
  polymorphisms: [],
  construct: [],
  stock: stockOf(SET_STOCK, 'no longer distributed', 'PI_CARNEGIE'),
  stockEntries: [setStockEntry],
  memberStockEntries: [],
  images: [],
  phenotypes: [],
  publications: [],
  attributions: [personAttribution('PI_CARNEGIE', 'submitted by', '2021-11-30')],
  comments: [],
};
