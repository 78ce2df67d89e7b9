// Insert types of the DNA form's clones (001 §3.7 names the list, not its contents): what a clone library's inserts
// were made from, as stock centres describe their clone collections — cDNA (including full-length cDNA from the
// RIKEN RAFL libraries), genomic DNA (BAC, P1, TAC and cosmid libraries), ORF clones (the SSP and ORFeome
// collections), promoter fragments and artificial microRNA precursors. Spelt as the clone records spell them.
import { optionsOf } from './optionList';

export const insertTypes = optionsOf(['cDNA', 'full-length cDNA', 'genomic DNA', 'ORF', 'promoter', 'amiRNA precursor', 'EST']);
