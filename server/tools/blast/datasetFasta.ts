// Writes a BLAST dataset as one FASTA file for makeblastdb: a sequence source's entries (sequences/service.ts) or
// the demo genome's chromosomes. Cutting a large source takes seconds (the intergenic regions of the demo dataset
// are ~115 Mb), so the work gives the event loop back every few milliseconds and other requests keep being answered.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { GeneActionStore } from '../../search/actions/store';
import { CHROMOSOME_LENGTHS, genomicBases } from '../../sequences/demoGenome';
import { FASTA_LINE_LENGTH, fastaRecord } from '../../sequences/fasta';
import { sourceEntries } from '../../sequences/service';
import type { SequenceSourceId } from '../../../contracts/sequences/sources';
import { GENOME_DATASET_ID, type BlastDataset } from './datasets';

const SLICE_MS = 20;
/** Genome bases cut at a time: a whole number of FASTA lines. */
const GENOME_PIECE = FASTA_LINE_LENGTH * 10_000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function* genomeRecords(): Generator<string> {
  for (const [name, length] of Object.entries(CHROMOSOME_LENGTHS)) {
    yield `>Chr${name} | Arabidopsis thaliana chromosome ${name} (demo sequence) | LENGTH=${length}\n`;
    for (let low = 1; low <= length; low += GENOME_PIECE) {
      const bases = genomicBases(name, low, Math.min(length, low + GENOME_PIECE - 1));
      yield `${bases.replace(new RegExp(`(.{${FASTA_LINE_LENGTH}})`, 'g'), '$1\n').replace(/\n$/, '')}\n`;
    }
  }
}

async function* sourceRecords(store: GeneActionStore, id: SequenceSourceId): AsyncGenerator<string> {
  for await (const entry of sourceEntries(store, id)) yield fastaRecord(entry);
}

/** Writes the dataset to `file`; resolves to the number of sequences written. */
export async function writeDatasetFasta(store: GeneActionStore, dataset: BlastDataset, file: string): Promise<number> {
  const out = createWriteStream(file, { encoding: 'utf8' });
  const records = dataset.id === GENOME_DATASET_ID ? genomeRecords() : sourceRecords(store, dataset.id as SequenceSourceId);
  let count = 0;
  let sliceStart = performance.now();
  try {
    for await (const record of records) {
      if (record.startsWith('>')) count += 1;
      if (!out.write(record)) await once(out, 'drain');
      if (performance.now() - sliceStart > SLICE_MS) {
        await nextTurn();
        sliceStart = performance.now();
      }
    }
  } finally {
    out.end();
    await once(out, 'close');
  }
  return count;
}
