// How many sequences each dataset of the tools service holds (tools contract "Datasets"), as the BLAST and PatMatch
// forms show beside their dataset choice: counted from the sequences the server cuts (sequences/service.ts), the
// same ones BLAST's databases are built from and PatMatch searches, and the genome's chromosomes. Counting cuts
// every sequence once (seconds for the large sources), so it gives the event loop back every few milliseconds; it runs
// at the first call and is kept for the server's life, as the BLAST databases read the records' version once.
import type { GeneActionStore } from '../search/actions/store';
import { CHROMOSOME_LENGTHS } from '../sequences/demoGenome';
import { sourceEntries } from '../sequences/service';
import { GENOME_DATASET_ID, TOOL_DATASETS, type SequenceSourceId } from '../../contracts/sequences/sources';

const SLICE_MS = 20;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export type DatasetSizes = Record<string, number>;

async function countSizes(store: GeneActionStore): Promise<DatasetSizes> {
  const sizes: DatasetSizes = {};
  let sliceStart = performance.now();
  for (const dataset of TOOL_DATASETS) {
    if (dataset.id === GENOME_DATASET_ID) {
      sizes[dataset.id] = Object.keys(CHROMOSOME_LENGTHS).length;
      continue;
    }
    let count = 0;
    for await (const _entry of sourceEntries(store, dataset.id as SequenceSourceId)) {
      count += 1;
      if (performance.now() - sliceStart > SLICE_MS) {
        await nextTurn();
        sliceStart = performance.now();
      }
    }
    sizes[dataset.id] = count;
  }
  return sizes;
}

/** The sizes, counted at the first call. */
export function datasetSizes(store: GeneActionStore): () => Promise<DatasetSizes> {
  let counted: Promise<DatasetSizes> | null = null;
  return () => {
    if (!counted) {
      counted = countSizes(store);
      // A failed count is tried again by the next call.
      counted.catch(() => (counted = null));
    }
    return counted;
  };
}
