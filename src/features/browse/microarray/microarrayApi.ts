// The calls behind the microarray experiment pages: the static list of experiment names (002 §7, a JSON file in
// object storage, VITE_MICROARRAY_EXPERIMENTS_LIST) and one experiment with its slides and array elements
// (GET browse/microarray-experiment?name=). A 404 means no experiment has the name; anything else is a failure.
import * as z from 'zod/mini';
import { ApiError, getJsonFrom } from '../../../api/client';
import { sideDataLocations } from '../../../api/sideData';
import { microarrayExperimentCall, takeBrowseGet } from '../browseEarlyCalls';
import { microarrayExperimentSchema } from '../../../../schemas/microarrayExperiment';

/** 002 §2.1: an experiment's page is addressed by its name. */
export const experimentPath = (name: string) => `/browse/microarray_experiments/${encodeURIComponent(name)}`;
export const MICROARRAY_EXPERIMENTS_PATH = '/browse/microarray_experiments';

export const microarrayQueryKeys = {
  list: ['browse', 'microarray-experiments'] as const,
  experiment: (name: string) => ['browse', 'microarray-experiment', name] as const,
};

/** The experiment names, alphabetical (case-insensitive), whatever order the file has. */
export async function fetchExperimentNames(signal?: AbortSignal): Promise<string[]> {
  const names = z.array(z.string()).parse(await getJsonFrom(sideDataLocations.microarrayExperiments, signal));
  return [...new Set(names.map((name) => name.trim()).filter((name) => name !== ''))].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}

const slideSchema = z.object({ name: z.string(), elementCount: z.number() });
const elementSchema = z.object({
  key: z.string(),
  name: z.string(),
  type: z.nullable(z.string()),
  isControl: z.boolean(),
  locus: z.nullable(z.object({ name: z.string(), locusId: z.nullable(z.string()) })),
  arrayDesign: z.nullable(z.string()),
  meanSignal: z.nullable(z.number()),
});

export const experimentPageSchema = z.object({
  key: z.string(),
  experiment: microarrayExperimentSchema,
  slides: z.array(slideSchema),
  arrayElements: z.array(elementSchema),
});

export type ExperimentPageData = z.infer<typeof experimentPageSchema>;
export type ExperimentSlide = z.infer<typeof slideSchema>;
export type ExperimentElement = z.infer<typeof elementSchema>;

/** The experiment, or null when no experiment has this name. */
export async function fetchExperiment(name: string, signal?: AbortSignal): Promise<ExperimentPageData | null> {
  try {
    const { path, params } = microarrayExperimentCall(name);
    return experimentPageSchema.parse(await takeBrowseGet(path, params, signal));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
