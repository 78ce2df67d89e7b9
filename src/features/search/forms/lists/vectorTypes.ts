// Vector types of the DNA form (001 §3.7 names the list, not its contents). The kinds of cloning vector that stock
// centres sort their vector and clone stocks by (BAC, YAC, P1, TAC and cosmid vectors for genomic libraries,
// plasmids and phagemids for cDNA and ORF clones, binary vectors for plant transformation, Gateway entry and
// destination vectors). Spelt as the portal's clone and vector records spell them ('BAC vector', 'binary vector',
// 'plasmid'), since the search matches the record's vector type exactly.
import { optionsOf } from './optionList';

export const vectorTypes = optionsOf([
  'BAC vector',
  'binary vector',
  'cosmid vector',
  'expression vector',
  'Gateway destination vector',
  'Gateway entry vector',
  'lambda phage vector',
  'P1 vector',
  'phagemid',
  'plasmid',
  'TAC vector',
  'YAC vector',
]);
