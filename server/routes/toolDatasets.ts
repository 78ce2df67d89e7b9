// The datasets of the tools service with their sizes, for the BLAST and PatMatch forms to say what each holds:
//   GET /api/tools/datasets → { datasets: [{ id, label, molecule, sequences }] }, in the forms' order
import type { FastifyInstance } from 'fastify';
import type { GeneActionStore } from '../search/actions/store';
import { datasetSizes } from '../tools/datasetSizes';
import { TOOL_DATASETS } from '../../contracts/sequences/sources';

export async function toolDatasetRoutes(app: FastifyInstance, { store }: { store: GeneActionStore }): Promise<void> {
  const sizes = datasetSizes(store);
  app.get('/api/tools/datasets', async (_request, reply) => {
    const counted = await sizes();
    // The records change with a new release, not while the server runs.
    reply.header('Cache-Control', 'public, max-age=3600');
    return { datasets: TOOL_DATASETS.map((dataset) => ({ ...dataset, sequences: counted[dataset.id] ?? 0 })) };
  });
}
