import { describe, expect, it } from 'vitest';
import { SEQUENCE_SOURCES } from '../../../../server/sequences/sources';
import { BLAST_DATASETS, CDNA_DATASET, DEFAULT_DATASET } from './blastDatasets';

describe('BLAST datasets', () => {
  it("are the tools service's: the sequence sources with their labels and molecules, in their order, then the genome", () => {
    const fromServer = SEQUENCE_SOURCES.map(({ id, label, molecule }) => ({ id, label, molecule }));
    expect(BLAST_DATASETS).toEqual([...fromServer, { id: 'genome', label: 'Araport11 genome (chromosomes)', molecule: 'nucleotide' }]);
  });

  it("default to the Araport11 3' UTRs (001 §9) and send nucleotide sequences to the transcripts (cDNA)", () => {
    expect(BLAST_DATASETS.find((dataset) => dataset.id === DEFAULT_DATASET)?.label).toBe("Araport11 3' UTR sequences");
    expect(BLAST_DATASETS.find((dataset) => dataset.id === CDNA_DATASET)?.label).toBe('Araport11 transcripts');
  });
});
