// GET tools/datasets: the datasets BLAST and PatMatch search with how many sequences each holds, checked at the door.
// The forms say beside their dataset choice what the chosen one holds.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGetJson } from './client';
import { queryKeys } from './queryKeys';

const toolDatasetsSchema = z.object({
  datasets: z.array(z.object({ id: z.string(), sequences: z.number() })),
});

/** Sequences per dataset id. */
export type ToolDatasetSizes = Readonly<Record<string, number>>;

export const getToolDatasets = (signal?: AbortSignal) => apiGetJson('tools/datasets', {}, signal);

export const toolDatasetSizesQuery = () =>
  queryOptions({
    queryKey: queryKeys.toolDatasets,
    queryFn: async ({ signal }): Promise<ToolDatasetSizes> =>
      Object.fromEntries(toolDatasetsSchema.parse(await getToolDatasets(signal)).datasets.map((dataset) => [dataset.id, dataset.sequences])),
    // The sizes change with a data release, not while a page is open.
    staleTime: Infinity,
  });
