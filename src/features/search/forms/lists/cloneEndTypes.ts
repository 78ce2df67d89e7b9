// Clone end types of the DNA form: the sequencing primer an end read of a library clone was made from. T7 and SP6
// flank the insert of the pBeloBAC11 BAC libraries; T3, M13 forward and M13 reverse flank the inserts of the
// pBluescript-style plasmid and phagemid libraries. Spelt as the clone records' ends spell them ('T7', 'SP6').
import { optionsOf } from './optionList';

export const cloneEndTypes = optionsOf(['T7', 'SP6', 'T3', 'M13 forward', 'M13 reverse']);
