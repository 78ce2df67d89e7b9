import { flankApplies, formatChoiceOpen, type SequenceRequest } from '../../search/sequences/sequenceModalRules';
import type { FlankLength, SequenceDataset, SequenceFormat } from '../../search/sequences/sequenceSources';
import { isGeneModelId, MAX_BULK_IDS } from './bulkIds';

// What Get Sequences asks the server (001 §2.8, POST search/sequences), as a pure function of the page's choices.

/** 001 §2.8: the dataset select. */
export const BULK_SPECIES = [
  { value: 'any', label: 'any' },
  { value: 'thaliana', label: 'Arabidopsis thaliana' },
  { value: 'lyrata', label: 'Arabidopsis lyrata' },
] as const;
export type BulkSpecies = (typeof BULK_SPECIES)[number]['value'];
export const DEFAULT_SPECIES: BulkSpecies = 'thaliana';

export const NO_IDS = 'Enter at least one locus or gene model ID, one per line.';
export const TOO_MANY_IDS = `Enter at most ${MAX_BULK_IDS.toLocaleString('en-US')} IDs at a time.`;
export const NO_LYRATA = 'This portal holds no Arabidopsis lyrata sequences; choose Arabidopsis thaliana or any.';
export const QUERY_MATCH_NEEDS_MODELS = 'Matching the query needs gene model IDs with their model number, such as AT1G01010.1.';

export interface BulkChoice {
  species: BulkSpecies;
  dataset: SequenceDataset;
  format: SequenceFormat;
  flank: FlankLength;
}

/** 'Only the model matching the query' is open when the source has gene models and a listed id names one. */
export const bulkQueryMatchAvailable = (dataset: SequenceDataset, ids: readonly string[]) =>
  formatChoiceOpen(dataset) && ids.some(isGeneModelId);

/** The format the request carries: a closed choice falls back to one sequence per locus, as the radio shows. */
export function bulkFormat(choice: BulkChoice, ids: readonly string[]): SequenceFormat {
  if (!formatChoiceOpen(choice.dataset)) return 'one_per_locus';
  if (choice.format === 'query_match' && !bulkQueryMatchAvailable(choice.dataset, ids)) return 'one_per_locus';
  return choice.format;
}

/**
 * The requests for the ids, or the sentence saying why there are none. Matching the query sends the listed gene
 * models as such; a locus listed without a model number is then matched by its representative model, which is
 * what one sequence per locus gives, so it goes in a second request.
 */
export function bulkRequests(ids: readonly string[], choice: BulkChoice): { requests: SequenceRequest[] } | { problem: string } {
  if (ids.length === 0) return { problem: NO_IDS };
  if (ids.length > MAX_BULK_IDS) return { problem: TOO_MANY_IDS };
  if (choice.species === 'lyrata') return { problem: NO_LYRATA };
  const flank = flankApplies(choice.dataset) ? { flank: choice.flank } : {};
  const format = bulkFormat(choice, ids);
  if (format !== 'query_match') return { requests: [{ locusIds: [...ids], dataset: choice.dataset, format, ...flank }] };
  const geneIds = ids.filter(isGeneModelId);
  const locusIds = ids.filter((id) => !isGeneModelId(id));
  const requests: SequenceRequest[] = [{ geneIds, dataset: choice.dataset, format, ...flank }];
  if (locusIds.length > 0) requests.push({ locusIds, dataset: choice.dataset, format: 'one_per_locus', ...flank });
  return { requests };
}
