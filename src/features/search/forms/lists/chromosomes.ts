// 001 §3.7: the chromosome choices of a map location row — any, the five nuclear chromosomes and the two organelle
// genomes, valued as the search API spells them (docs/search.md: '1'..'5', 'C', 'M').
import type { FormOption } from '../formConfig';

export const chromosomes: FormOption[] = [
  { value: 'any', label: 'any' },
  { value: '1', label: '1' },
  { value: '2', label: '2' },
  { value: '3', label: '3' },
  { value: '4', label: '4' },
  { value: '5', label: '5' },
  { value: 'C', label: 'chloroplast genome' },
  { value: 'M', label: 'mitochondrial genome' },
];
