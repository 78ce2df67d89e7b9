import { describe, expect, it } from 'vitest';
import { BLAST_DATASETS, CDNA_DATASET, DEFAULT_DATASET } from './blastDatasets';

describe('BLAST datasets', () => {
  it("default to the Araport11 3' UTRs (001 §9) and send nucleotide sequences to the transcripts (cDNA)", () => {
    expect(BLAST_DATASETS.find((dataset) => dataset.id === DEFAULT_DATASET)?.label).toBe("Araport11 3' UTR sequences");
    expect(BLAST_DATASETS.find((dataset) => dataset.id === CDNA_DATASET)?.label).toBe('Araport11 transcripts');
  });
});
