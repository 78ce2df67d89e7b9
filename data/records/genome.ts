// Demo records of the genome record types: loci, gene models, proteins, sequences, markers, array elements,
// transposons, keywords and the annotation sources.
import type { DemoRecordSet } from '../types';

export const genomeRecords: DemoRecordSet = {};
