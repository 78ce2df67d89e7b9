// Microarray experiments: what was hybridised, on which array design, submitted by whom (the experiments
// themselves, real and demo, are in catalog.ts). The array designs are real (the Affymetrix ATH1-121501 GeneChip
// with its 22,810 probe sets, the CATMA gene-specific-tag array and the Agilent-G2519F-021169 oligonucleotide
// array, whose spot counts here are demo values). A record is found by key, and by its name (upper-cased), which
// the browse page of the experiment is addressed by.
import type { ArrayElementResponse } from '../../../schemas/arrayElement';
import type { MicroarrayExperimentResponse } from '../../../schemas/microarrayExperiment';
import { rosterOrganizations, rosterPeople } from '../../roster';
import type { DemoRecord } from '../../types';
import { EXPERIMENT, experimentCatalog, type ExperimentFacts } from './catalog';

export { EXPERIMENT } from './catalog';

type ArrayDesign = NonNullable<ArrayElementResponse['arrayDesigns']>[number];

export const ARRAY_DESIGN = {
  ATH1: { name: 'ATH1-121501', manufacturer: 'Affymetrix', platformType: 'in situ oligonucleotide', numSpots: 22810 },
  CATMA: { name: 'CATMA', manufacturer: 'CATMA consortium', platformType: 'spotted DNA/cDNA', numSpots: 24576 },
  /** The Agilent Arabidopsis (V4) 4x44K gene expression array; its spot count here is a demo value. */
  AGILENT: { name: 'Agilent-G2519F-021169', manufacturer: 'Agilent Technologies', platformType: 'in situ oligonucleotide', numSpots: 43803 },
} satisfies Record<string, ArrayDesign>;

const submitter = (person: keyof typeof rosterPeople) => {
  const { firstName, lastName, key, organization } = rosterPeople[person];
  const affiliation = Object.values(rosterOrganizations).find((candidate) => candidate.key === organization);
  return { firstName, lastName, communityId: key, organizationName: affiliation?.name ?? null };
};

function experimentRecord(facts: ExperimentFacts): MicroarrayExperimentResponse {
  const record: MicroarrayExperimentResponse = {
    name: facts.name,
    experimentType: facts.experimentType,
    arrayDesign: ARRAY_DESIGN[facts.design],
    submitter: submitter(facts.submitter),
  };
  if (facts.description === undefined) return record;
  return { ...record, description: facts.description, dateLastModified: facts.dateLastModified ?? null, publications: [] };
}

export const microarrayExperimentRecords: DemoRecord<MicroarrayExperimentResponse>[] = experimentCatalog.map((facts) => ({
  key: facts.key,
  name: facts.name,
  record: experimentRecord(facts),
}));

/** Every experiment hybridised on the ATH1 GeneChip: the curated ATH1 elements have slides in each of them. */
export const ATH1_EXPERIMENTS: readonly number[] = experimentCatalog.filter((facts) => facts.design === 'ATH1').map((facts) => facts.key);

/** The experiments the generated family elements of the ATH1 array were measured in. */
export const FAMILY_ATH1_EXPERIMENTS: readonly number[] = [EXPERIMENT.DEVELOPMENT, EXPERIMENT.SALT, EXPERIMENT.CIRCADIAN];

/** The experiment's name and key, as an array element lists it. */
export function experimentRef(key: number) {
  const experiment = experimentCatalog.find((candidate) => candidate.key === key);
  if (!experiment) throw new Error(`No microarray experiment ${key}.`);
  return { name: experiment.name, experimentId: key };
}
