// 001 §3.7: the allele modes, as the search API spells them.
import { optionsOf } from './optionList';

export const alleleModes = optionsOf(['loss-of-function', 'hypermorphic', 'hypomorphic', 'antimorphic', 'gain-of-function', 'unknown']);
