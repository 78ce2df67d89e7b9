// What the demo dataset states of one array element, curated (index.ts) or made for a family locus
// (familyLoci/arrayElements.ts); index.ts turns each into the record the server serves.
import type { ARRAY_DESIGN } from '../microarrayexperiment/index';

export interface ElementFacts {
  tairObjectId: number;
  name: string;
  type: string;
  isControl: 'T' | 'F';
  probeLength: number | null;
  locus: { name: string; locusId: number } | null;
  avgIntensity: number;
  avgIntensityStdError: number;
  design: keyof typeof ARRAY_DESIGN;
  experiments: readonly number[];
}
