// Inheritance values of the polymorphism form (001 §3.7 names the list, not its contents): how an allele's phenotype
// is inherited, in the terms of classical genetics, as the records spell them ('recessive').
import { optionsOf } from './optionList';

export const inheritance = optionsOf(['recessive', 'dominant', 'semi-dominant', 'co-dominant', 'unknown']);
