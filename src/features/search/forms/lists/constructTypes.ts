// Construct types of the germplasm and polymorphism forms (001 §3.7 names the list, not its contents): how the DNA a
// transgenic line carries was built — a simple insert (most T-DNA insertion lines), the gene, enhancer and promoter
// traps of reporter-tagged collections, activation tags (35S enhancer lines), RNAi and artificial microRNA silencing
// constructs, overexpression, complementation and reporter fusions. Spelt as the records spell them ('Simple
// Insert', 'Gene Trap').
import { optionsOf } from './optionList';

export const constructTypes = optionsOf([
  'Simple Insert',
  'Gene Trap',
  'Enhancer Trap',
  'Promoter Trap',
  'Activation Tag',
  'RNAi',
  'amiRNA',
  'Overexpression',
  'Complementation',
  'Reporter Fusion',
]);
