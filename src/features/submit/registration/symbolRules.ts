// The symbol form's rules (001 §5): a symbol is upper-cased as it is typed, has 2 to 5 letters A-Z and does not
// start with AT (the prefix of Arabidopsis gene identifiers); a symbol type must be chosen.
import { symbolMessages } from './symbolMessages';

/**
 * The two kinds of gene class symbol. A symbol named after a mutant phenotype carries a phenotype class; the
 * browse table (002 §2.2) shows it as type P (its record has hasMutantPhenotype 'T'), any other as G. The values
 * are what the forms put in the symbolType query parameter and what the submission sends as `symbolType`.
 */
export const SYMBOL_TYPES = [
  { value: 'mutant', label: 'Mutant phenotype', hint: 'The symbol names the phenotype of a mutant, e.g. LFY for LEAFY.' },
  { value: 'gene_product', label: 'Gene product', hint: 'The symbol names what the gene makes or does, e.g. PHOT for PHOTOTROPIN.' },
] as const;

export type SymbolType = (typeof SYMBOL_TYPES)[number]['value'];

export const isSymbolType = (value: unknown): value is SymbolType => SYMBOL_TYPES.some((type) => type.value === value);

/** What the symbol field holds once typed into: the text in capitals (001 §5 auto-upper-case). */
export const normalizeSymbol = (typed: string): string => typed.toUpperCase();

const SYMBOL_PATTERN = /^[A-Z]{2,5}$/;

/** The symbol's error, or null when it may be registered (it is still checked against the database). */
export function symbolError(symbol: string): string | null {
  return SYMBOL_PATTERN.test(symbol) && !symbol.startsWith('AT') ? null : symbolMessages.invalidSymbol;
}

/** The symbol type's error, or null when one of SYMBOL_TYPES is chosen. */
export function symbolTypeError(symbolType: string): string | null {
  return isSymbolType(symbolType) ? null : symbolMessages.emptySymbolType;
}

export interface SymbolChoice {
  symbolType: string;
  symbol: string;
}

/** Submit stays disabled until both the type and the symbol are valid. */
export const canCheckSymbol = (choice: SymbolChoice): boolean => symbolError(choice.symbol) === null && symbolTypeError(choice.symbolType) === null;
