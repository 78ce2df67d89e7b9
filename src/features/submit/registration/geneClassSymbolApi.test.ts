import { describe, expect, it } from 'vitest';
import { locusChoiceOf, publicationChoiceOf, rowsOf } from './geneClassSymbolApi';

describe('reading the registration calls', () => {
  it('finds the rows in a bare array or under rows, data or docs', () => {
    expect(rowsOf([{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(rowsOf({ rows: [{ id: 2 }] })).toEqual([{ id: 2 }]);
    expect(rowsOf({ data: [] })).toEqual([]);
    expect(rowsOf({ docs: [{ id: 3 }, null] })).toEqual([{ id: 3 }]);
  });

  it('treats an answer without a list as a failure, not as a free symbol', () => {
    expect(() => rowsOf({ error: true })).toThrow();
    expect(() => rowsOf(null)).toThrow();
  });

  it('reads locus rows by the server names and by the record names', () => {
    expect(locusChoiceOf({ id: 2200935, name: 'AT1G01010', symbol: 'NAC001', description: 'NAC domain' })).toEqual({
      id: '2200935',
      name: 'AT1G01010',
      symbol: 'NAC001',
      description: 'NAC domain',
    });
    expect(locusChoiceOf({ GENE_ID: 7, NAME: 'AT1G01020', REPRESENTATIVE_GENE_MODEL: 'AT1G01020.1' })).toEqual({
      id: '7',
      name: 'AT1G01020',
      symbol: '',
      description: '',
    });
    expect(locusChoiceOf({ symbol: 'LFY' })).toBeNull();
  });

  it('reads publication rows, joining a list of authors', () => {
    expect(publicationChoiceOf({ id: 501, title: 'Floral identity', year: 1992, authors: ['Weigel D', 'Meyerowitz EM'] })).toEqual({
      id: '501',
      title: 'Floral identity',
      year: '1992',
      authors: 'Weigel D, Meyerowitz EM',
    });
    expect(publicationChoiceOf({ REFERENCE_ID: '9', TITLE: 'A title', PUBMED_ID: '123' })).toEqual({ id: '9', title: 'A title', year: '', authors: '' });
    expect(publicationChoiceOf({ title: 'No id' })).toBeNull();
  });
});
