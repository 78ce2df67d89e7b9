// Fixtures of the browse collection calls, in the shapes the reference server answers (server/browse/). Names of
// real experiments and families; keys, people and signals are made up for the stories.
import type { ExperimentPageData } from '../../src/features/browse/microarray/microarrayApi';
import type { FamilyPageData, ListedFamily } from '../../src/features/browse/geneFamilies/geneFamilyApi';

export const SALT_SERIES = 'AtGenExpress: Stress treatments (salt)';
export const NITRATE_EXPERIMENT = 'Nitrate response of roots: time course after resupply';

/** The static list, deliberately out of order (the page sorts it), with 230 extra names so two pages of 200 show. */
export const experimentNames = [
  'Trichome development: wild type and gl3 egl3 mutant',
  SALT_SERIES,
  'AtGenExpress: Developmental series (roots)',
  'Circadian time course in constant light after entrainment to long days',
  NITRATE_EXPERIMENT,
];

export const manyExperimentNames = [...experimentNames, ...Array.from({ length: 230 }, (_, index) => `Demo series ${String(index + 1).padStart(3, '0')}`)];

const ath1 = { name: 'ATH1-121501', manufacturer: 'Affymetrix', platformType: 'in situ oligonucleotide', numSpots: 22810 };

export const saltSeries: ExperimentPageData = {
  key: '2900002',
  experiment: {
    name: SALT_SERIES,
    experimentType: 'stress',
    description: 'Col-0 plants given 150 mM NaCl; roots and shoots sampled separately from 30 minutes to 24 hours after the start.',
    arrayDesign: ath1,
    submitter: { firstName: 'Daniel', lastName: 'Okafor', communityId: 1501415858, organizationName: 'Carnegie Institution for Science, Department of Plant Biology' },
    dateLastModified: '2005-05-30',
    publications: [{ referenceId: 501741973, title: 'Evidence for network evolution in an Arabidopsis interactome map.', publicationYear: 2011 }],
  },
  slides: [
    { name: `${SALT_SERIES} replicate 1`, elementCount: 3 },
    { name: `${SALT_SERIES} replicate 2`, elementCount: 3 },
  ],
  arrayElements: [
    { key: '261585_at', name: '261585_at', type: 'probe set', isControl: false, locus: { name: 'AT1G01010', locusId: '2200935' }, arrayDesign: 'ATH1-121501', meanSignal: 407.45 },
    { key: '261569_at', name: '261569_at', type: 'probe set', isControl: false, locus: { name: 'AT1G01060', locusId: '2200950' }, arrayDesign: 'ATH1-121501', meanSignal: 1951.2 },
    { key: 'affx-biob-5_at', name: 'AFFX-BioB-5_at', type: 'control probe set', isControl: true, locus: null, arrayDesign: 'ATH1-121501', meanSignal: 350.1 },
  ],
};

/** An experiment with only a name, a type, a design and a submitter: no slides or elements in the dataset. */
export const bareExperiment: ExperimentPageData = {
  key: '2900004',
  experiment: { name: NITRATE_EXPERIMENT, experimentType: 'treatment', arrayDesign: { name: 'CATMA', manufacturer: 'CATMA consortium', platformType: 'spotted DNA/cDNA', numSpots: 24576 }, submitter: { firstName: 'Maria', lastName: 'Lindqvist', communityId: 1501420010, organizationName: null } },
  slides: [],
  arrayElements: [],
};

const tanya = { type: 'person', communityId: 1345791, name: 'Tanya Berardini' } as const;
const mpipz = { type: 'organization', communityId: 1501000105, name: 'Max Planck Institute for Plant Breeding Research' } as const;

export const geneFamilies: ListedFamily[] = [
  { key: '3100002', name: 'MYB-related transcription factor family', countText: null, submitter: tanya },
  { key: '3100012', name: 'WRKY transcription factor family', countText: '74 genes in 3 groups', submitter: mpipz },
  { key: '3100001', name: 'NAC transcription factor family', countText: '105 genes', submitter: tanya },
  { key: '3100008', name: 'F-box protein family', countText: 'about 700 genes', submitter: tanya },
  { key: '3100020', name: 'bZIP transcription factor family', countText: '75 genes in 10 groups', submitter: { type: 'person', communityId: 1501420060, name: 'Lena Fischer' } },
];

/** The list with 40 more families, so the table pages at 25. */
export const manyGeneFamilies: ListedFamily[] = [
  ...geneFamilies,
  ...Array.from({ length: 40 }, (_, index): ListedFamily => ({ key: String(3200000 + index), name: `Demo protein family ${String(index + 1).padStart(2, '0')}`, countText: `${index + 2} genes`, submitter: mpipz })),
];

export const mybRelated: FamilyPageData = {
  ...geneFamilies[0]!,
  description: 'Transcription factors with a single MYB repeat, among them the morning-phased clock genes.',
  dateLastModified: '2019-10-01',
  hasRecord: true,
  members: [
    { name: 'AT1G01060', locusId: '2200950', symbol: 'LHY', fullName: 'LATE ELONGATED HYPOCOTYL' },
    { name: 'AT2G46830', locusId: '2063560', symbol: 'CCA1', fullName: 'CIRCADIAN CLOCK ASSOCIATED 1' },
  ],
};

/** A family of the list the dataset has no record of. */
export const wrky: FamilyPageData = { ...geneFamilies[1]!, description: null, dateLastModified: null, hasRecord: false, members: [] };

/** A large family: 60 members, so the member table pages. */
export const fbox: FamilyPageData = {
  ...geneFamilies[3]!,
  description: 'Proteins with an F-box motif. The members listed are the demo records of this dataset.',
  dateLastModified: '2019-10-01',
  hasRecord: true,
  members: Array.from({ length: 60 }, (_, index) => ({
    name: `AT${(index % 5) + 1}G${String(10_000 + index * 10).padStart(5, '0')}`,
    locusId: String(2_400_001 + index),
    symbol: index % 5 === 0 ? `FBX${String(index + 1).padStart(3, '0')}` : null,
    fullName: index % 5 === 0 ? `F-box protein ${index + 1}` : null,
  })),
};
