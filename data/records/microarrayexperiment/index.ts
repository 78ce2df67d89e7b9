// Microarray experiments: what was hybridised, on which array design, submitted by whom. The array designs are
// real (the Affymetrix ATH1-121501 GeneChip with its 22,810 probe sets, the CATMA gene-specific-tag array and the
// Agilent-G2519F-021169 oligonucleotide array, whose spot counts here are demo values); the experiments, their submitters (demo people of the roster) and keys are demo
// data. The nitrogen experiment has only a name, a type, a design and a submitter, on purpose.
import type { ArrayElementResponse } from '../../../schemas/arrayElement';
import type { MicroarrayExperimentResponse } from '../../../schemas/microarrayExperiment';
import { rosterOrganizations, rosterPeople } from '../../roster';
import type { DemoRecord } from '../../types';

type ArrayDesign = NonNullable<ArrayElementResponse['arrayDesigns']>[number];

export const ARRAY_DESIGN = {
  ATH1: { name: 'ATH1-121501', manufacturer: 'Affymetrix', platformType: 'in situ oligonucleotide', numSpots: 22810 },
  CATMA: { name: 'CATMA', manufacturer: 'CATMA consortium', platformType: 'spotted DNA/cDNA', numSpots: 24576 },
  /** The Agilent Arabidopsis (V4) 4x44K gene expression array; its spot count here is a demo value. */
  AGILENT: { name: 'Agilent-G2519F-021169', manufacturer: 'Agilent Technologies', platformType: 'in situ oligonucleotide', numSpots: 43803 },
} satisfies Record<string, ArrayDesign>;

export const EXPERIMENT = { DEVELOPMENT: 2900001, SALT: 2900002, CIRCADIAN: 2900003, NITROGEN: 2900004, SENESCENCE: 2900005 } as const;

const submitter = (person: keyof typeof rosterPeople) => {
  const { firstName, lastName, key, organization } = rosterPeople[person];
  const affiliation = Object.values(rosterOrganizations).find((candidate) => candidate.key === organization);
  return { firstName, lastName, communityId: key, organizationName: affiliation?.name ?? null };
};

const experiments: { key: number; record: MicroarrayExperimentResponse }[] = [
  {
    key: EXPERIMENT.DEVELOPMENT,
    record: {
      name: 'Shoot apex and flower development series',
      description: 'Shoot apices before and after the floral transition and flowers at six stages, three biological replicates each.',
      experimentType: 'development',
      arrayDesign: ARRAY_DESIGN.ATH1,
      submitter: submitter('PI_CARNEGIE'),
      dateLastModified: '2012-05-08',
      publications: [],
    },
  },
  {
    key: EXPERIMENT.SALT,
    record: {
      name: 'Root salt stress time course',
      description: 'Roots of seedlings grown on plates, sampled 0.5, 1, 3, 6, 12 and 24 hours after transfer to 150 mM NaCl.',
      experimentType: 'stress',
      arrayDesign: ARRAY_DESIGN.ATH1,
      submitter: submitter('RESEARCHER'),
      dateLastModified: '2014-09-22',
      publications: [],
    },
  },
  {
    key: EXPERIMENT.CIRCADIAN,
    record: {
      name: 'Circadian time course in constant light',
      description: 'Seedlings entrained in 12 h light / 12 h dark cycles, then sampled every 4 hours for two days in constant light.',
      experimentType: 'time course',
      arrayDesign: ARRAY_DESIGN.ATH1,
      submitter: submitter('STUDENT'),
      dateLastModified: '2016-03-14',
      publications: [],
    },
  },
  {
    key: EXPERIMENT.NITROGEN,
    record: { name: 'Root nitrogen response', experimentType: 'treatment', arrayDesign: ARRAY_DESIGN.CATMA, submitter: submitter('CURATOR') },
  },
  {
    key: EXPERIMENT.SENESCENCE,
    record: {
      name: 'Leaf senescence time course (demo)',
      description: 'The sixth rosette leaf sampled every two days from full expansion to yellowing, four biological replicates each.',
      experimentType: 'time course',
      arrayDesign: ARRAY_DESIGN.AGILENT,
      submitter: submitter('STOCK_DONOR'),
      dateLastModified: '2018-10-02',
      publications: [],
    },
  },
];

export const microarrayExperimentRecords: DemoRecord<MicroarrayExperimentResponse>[] = experiments;

/** The experiment's name and key, as an array element lists it. */
export function experimentRef(key: number) {
  const experiment = experiments.find((candidate) => candidate.key === key);
  if (!experiment) throw new Error(`No microarray experiment ${key}.`);
  return { name: experiment.record.name, experimentId: key };
}
