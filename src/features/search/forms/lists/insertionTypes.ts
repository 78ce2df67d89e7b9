// Insertion types of the germplasm and polymorphism forms (001 §3.7 names the list, not its contents): the two kinds
// of DNA insertional mutagenesis puts into the Arabidopsis genome, a T-DNA (Agrobacterium transformation) or a
// transposon (Ds, En/Spm). The germplasm search derives a line's insertion type from its mutagen in these two
// spellings; polymorphism records carry 'T-DNA'.
import { optionsOf } from './optionList';

export const insertionTypes = optionsOf(['T-DNA', 'transposon']);
