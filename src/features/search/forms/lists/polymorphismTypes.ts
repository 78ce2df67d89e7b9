// Polymorphism types of the polymorphism form (001 §3.7 names the list, not its contents): the kinds of sequence
// difference an allele or polymorphism records — substitutions (SNPs), insertions, deletions, indels, inversions,
// duplications and translocations, compound changes, and differences seen only as a digest pattern. Spelt as the
// polymorphism records spell them ('substitution', 'INDEL', 'digest_pattern').
import { optionsOf } from './optionList';

export const polymorphismTypes = optionsOf([
  'substitution',
  'insertion',
  'deletion',
  'INDEL',
  'inversion',
  'duplication',
  'translocation',
  'compound',
  'digest_pattern',
]);
