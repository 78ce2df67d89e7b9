import { describe, expect, it } from 'vitest';
import { symbolMessages } from './symbolMessages';
import { canCheckSymbol, isSymbolType, normalizeSymbol, symbolError, symbolTypeError } from './symbolRules';

describe('gene class symbol rules (001 §5)', () => {
  it('upper-cases what is typed', () => {
    expect(normalizeSymbol('lfy')).toBe('LFY');
    expect(normalizeSymbol('Abc')).toBe('ABC');
  });

  it('accepts 2 to 5 letters A-Z', () => {
    for (const symbol of ['AB', 'LFY', 'PHOT', 'ABCDE', 'TAB', 'AAT']) expect(symbolError(symbol), symbol).toBeNull();
  });

  it('refuses too short, too long, digits, other characters, lower case and the AT prefix with the spec text', () => {
    for (const symbol of ['', 'A', 'ABCDEF', 'AB1', 'LF-Y', 'LF Y', 'lfy', 'ÄBC', 'AT', 'ATX', 'ATHB']) {
      expect(symbolError(symbol), symbol).toBe('Invalid symbol: Must be 2-5 uppercase letters and cannot start with "AT".');
    }
  });

  it('needs one of the two symbol types', () => {
    expect(symbolTypeError('')).toBe('Symbol type cannot be empty.');
    expect(symbolTypeError('other')).toBe(symbolMessages.emptySymbolType);
    expect(symbolTypeError('mutant')).toBeNull();
    expect(symbolTypeError('gene_product')).toBeNull();
    expect(isSymbolType('gene_product')).toBe(true);
    expect(isSymbolType(undefined)).toBe(false);
  });

  it('lets the form be submitted only when type and symbol are both valid', () => {
    expect(canCheckSymbol({ symbolType: 'mutant', symbol: 'LFY' })).toBe(true);
    expect(canCheckSymbol({ symbolType: '', symbol: 'LFY' })).toBe(false);
    expect(canCheckSymbol({ symbolType: 'gene_product', symbol: 'ATX' })).toBe(false);
    expect(canCheckSymbol({ symbolType: 'gene_product', symbol: '' })).toBe(false);
  });
});
