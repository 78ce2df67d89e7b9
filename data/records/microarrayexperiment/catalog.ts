// The microarray experiments of the browse list (data/static/microarray-experiments.json), one record each: the
// list and the records must name the same experiments, which microarrayexperiment.test.ts checks. The AtGenExpress
// names and what those series sampled are real public facts (the AtGenExpress consortium's ATH1 series of
// development, hormone, pathogen and stress treatments); the other experiments are demo studies. Every submitter
// (a demo person of the roster), key, date and replicate count is demo data. The portal accepted microarray data
// until June 2005, so every date falls before then, except the senescence experiment, a demo study that gives the
// dataset's Agilent elements their slides on an array made later, as its description says.
import type { rosterPeople } from '../../roster';

export type DesignName = 'ATH1' | 'CATMA' | 'AGILENT';

export interface ExperimentFacts {
  key: number;
  name: string;
  experimentType: string;
  design: DesignName;
  submitter: keyof typeof rosterPeople;
  description?: string;
  dateLastModified?: string;
}

/** The experiments whose slides the generated family elements were measured on; keys kept from older datasets. */
export const EXPERIMENT = { DEVELOPMENT: 2900001, SALT: 2900002, CIRCADIAN: 2900003, NITROGEN: 2900004, SENESCENCE: 2900005 } as const;

const atGenExpress = (key: number, series: string, part: string, submitter: ExperimentFacts['submitter'], description: string, dateLastModified: string): ExperimentFacts => ({
  key,
  name: `AtGenExpress: ${series} (${part})`,
  experimentType: series.split(' ')[0]!.toLowerCase(),
  design: 'ATH1',
  submitter,
  description,
  dateLastModified,
});

const development = (key: number, part: string, sampled: string) =>
  atGenExpress(key, 'Developmental series', part, 'FAMILY_AUTHOR_DE', `${sampled} of Col-0 at successive developmental stages, three biological replicates each.`, '2005-02-14');
const hormone = (key: number, part: string, treatment: string) =>
  atGenExpress(key, 'Hormone treatments', part, 'FAMILY_AUTHOR_JP', `Seven-day-old Col-0 seedlings treated with ${treatment} or a mock solution, sampled 30 minutes, 1 hour and 3 hours later.`, '2005-04-20');
const stress = (key: number, part: string, treatment: string) =>
  atGenExpress(key, 'Stress treatments', part, 'RESEARCHER', `Col-0 plants ${treatment}; roots and shoots sampled separately from 30 minutes to 24 hours after the start.`, '2005-05-30');
const pathogen = (key: number, part: string, infection: string) =>
  atGenExpress(key, 'Pathogen series', part, 'FAMILY_AUTHOR_UK', `Col-0 leaves ${infection}, sampled at several times after inoculation beside mock-treated leaves.`, '2005-06-10');

export const experimentCatalog: readonly ExperimentFacts[] = [
  development(2900010, 'flowers and pollen', 'Flowers at several stages, floral organs and mature pollen'),
  development(2900011, 'leaves', 'Cotyledons, rosette and cauline leaves'),
  development(2900012, 'roots', 'Whole roots of seedlings and plants'),
  development(2900013, 'seeds and siliques', 'Siliques and seeds from early embryogenesis to maturity'),
  development(2900014, 'shoots and stems', 'Shoot apices, stems and nodes'),
  hormone(2900015, 'abscisic acid', '10 µM abscisic acid'),
  hormone(2900016, 'auxin', '1 µM indole-3-acetic acid'),
  hormone(2900017, 'brassinosteroid', '10 nM brassinolide'),
  hormone(2900018, 'cytokinin', '1 µM zeatin'),
  hormone(2900019, 'gibberellin', '1 µM gibberellin A3'),
  hormone(2900020, 'methyl jasmonate', '10 µM methyl jasmonate'),
  pathogen(2900021, 'Botrytis cinerea infection', 'inoculated with spores of the fungus Botrytis cinerea'),
  pathogen(2900022, 'Pseudomonas syringae infection', 'infiltrated with virulent and avirulent strains of Pseudomonas syringae pv. tomato'),
  stress(2900023, 'cold', 'moved to 4 °C'),
  stress(2900024, 'drought', 'left to lose 10 % of their fresh weight in an air stream'),
  stress(2900025, 'heat', 'held at 38 °C, then returned to 25 °C'),
  stress(2900026, 'osmotic', 'given 300 mM mannitol'),
  stress(EXPERIMENT.SALT, 'salt', 'given 150 mM NaCl'),
  stress(2900027, 'UV-B', 'exposed to UV-B light for 15 minutes'),
  stress(2900028, 'wounding', 'wounded by punctures through the leaves'),
  {
    key: EXPERIMENT.CIRCADIAN,
    name: 'Circadian time course in constant light after entrainment to long days',
    experimentType: 'time course',
    design: 'ATH1',
    submitter: 'STUDENT',
    description: 'Col-0 seedlings entrained in 16 h light / 8 h dark cycles, then sampled every 4 hours for two days in constant light and temperature (demo study).',
    dateLastModified: '2004-11-03',
  },
  {
    key: 2900029,
    name: 'Diurnal time course of rosette leaves in short days',
    experimentType: 'time course',
    design: 'ATH1',
    submitter: 'STUDENT',
    description: 'Rosette leaves sampled every 4 hours through an 8 h light / 16 h dark day (demo study).',
    dateLastModified: '2004-12-15',
  },
  {
    key: 2900030,
    name: 'Expression in flc and fri mutants after vernalization',
    experimentType: 'mutant comparison',
    design: 'ATH1',
    submitter: 'FAMILY_AUTHOR_UK',
    description: 'Seedlings of Col FRI, flc-3 and fri mutants before and after 40 days at 4 °C (demo study).',
    dateLastModified: '2005-03-08',
  },
  {
    key: EXPERIMENT.DEVELOPMENT,
    name: 'Gene expression in the shoot apex during the floral transition',
    experimentType: 'development',
    design: 'ATH1',
    submitter: 'PI_CARNEGIE',
    description: 'Shoot apices of plants moved from short to long days, sampled before and 3, 5 and 7 days after the shift, three biological replicates each (demo study).',
    dateLastModified: '2004-08-24',
  },
  {
    key: 2900031,
    name: 'Light-grown versus dark-grown seedlings (de-etiolation time course)',
    experimentType: 'time course',
    design: 'ATH1',
    submitter: 'PI_CARNEGIE',
    description: 'Seedlings grown four days in darkness, then moved to white light and sampled from 1 to 24 hours (demo study).',
    dateLastModified: '2004-06-02',
  },
  // Only a name, a type, a design and a submitter, on purpose: the page shows what it has.
  { key: EXPERIMENT.NITROGEN, name: 'Nitrate response of roots: time course after resupply', experimentType: 'treatment', design: 'CATMA', submitter: 'CURATOR' },
  {
    key: 2900032,
    name: 'Phosphate starvation response in roots and shoots',
    experimentType: 'treatment',
    design: 'ATH1',
    submitter: 'FAMILY_AUTHOR_CA',
    description: 'Seedlings grown with and without phosphate for ten days; roots and shoots sampled separately (demo study).',
    dateLastModified: '2005-01-19',
  },
  {
    key: 2900033,
    name: 'Pollen development: microspore to mature pollen',
    experimentType: 'development',
    design: 'ATH1',
    submitter: 'FAMILY_AUTHOR_UK',
    description: 'Isolated uninucleate microspores, bicellular and tricellular pollen and mature pollen grains (demo study).',
    dateLastModified: '2004-10-11',
  },
  {
    key: 2900034,
    name: 'Root cell types sorted by fluorescence (root map)',
    experimentType: 'cell type',
    design: 'ATH1',
    submitter: 'FAMILY_AUTHOR_CA',
    description: 'Root cells of marker lines expressing green fluorescent protein in one cell type each, sorted by fluorescence (demo study).',
    dateLastModified: '2005-04-04',
  },
  {
    key: 2900035,
    name: 'Seed germination and dormancy release after stratification',
    experimentType: 'time course',
    design: 'ATH1',
    submitter: 'FAMILY_AUTHOR_JP',
    description: 'Dormant seeds imbibed at 4 °C in darkness, then moved to light and sampled until the radicle emerged (demo study).',
    dateLastModified: '2005-02-28',
  },
  {
    key: 2900036,
    name: 'Sugar response of seedlings (glucose and sucrose)',
    experimentType: 'treatment',
    design: 'ATH1',
    submitter: 'STOCK_DONOR',
    description: 'Seedlings starved of sugar for a day, then given 3 % glucose, 3 % sucrose or 3 % mannitol as a control (demo study).',
    dateLastModified: '2004-09-13',
  },
  {
    key: 2900037,
    name: 'Trichome development: wild type and gl3 egl3 mutant',
    experimentType: 'mutant comparison',
    design: 'ATH1',
    submitter: 'FAMILY_AUTHOR_DE',
    description: 'Young leaves of wild type and the trichome-less gl3 egl3 double mutant (demo study).',
    dateLastModified: '2005-05-17',
  },
  {
    key: EXPERIMENT.SENESCENCE,
    name: 'Leaf senescence time course (demo)',
    experimentType: 'time course',
    design: 'AGILENT',
    submitter: 'STOCK_DONOR',
    description:
      'Demo study: the sixth rosette leaf sampled every two days from full expansion to yellowing, four biological replicates each, on an Agilent array made after microarray submissions closed in June 2005.',
    dateLastModified: '2018-10-02',
  },
];
