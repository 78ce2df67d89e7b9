import { describe, expect, it } from 'vitest';
import { bulkFormat, bulkRequests, NO_IDS, NO_LYRATA, TOO_MANY_IDS, type BulkChoice } from './bulkRequests';

const choice = (change: Partial<BulkChoice> = {}): BulkChoice => ({
  species: 'thaliana',
  dataset: 'araport11_transcript',
  format: 'one_per_locus',
  flank: 1000,
  ...change,
});

describe('bulk retrieval requests', () => {
  it('asks for one sequence per locus of the listed ids by default', () => {
    expect(bulkRequests(['AT1G01010', 'AT1G01020'], choice())).toEqual({
      requests: [{ locusIds: ['AT1G01010', 'AT1G01020'], dataset: 'araport11_transcript', format: 'one_per_locus' }],
    });
  });

  it('treats any dataset as the thaliana one, and says lyrata has no sequences here', () => {
    expect(bulkRequests(['AT1G01010'], choice({ species: 'any' }))).toHaveProperty('requests');
    expect(bulkRequests(['AT1G01010'], choice({ species: 'lyrata' }))).toEqual({ problem: NO_LYRATA });
  });

  it('refuses an empty list and one over the server limit', () => {
    expect(bulkRequests([], choice())).toEqual({ problem: NO_IDS });
    const many = Array.from({ length: 10_001 }, (_, index) => `AT1G${String(index).padStart(5, '0')}`);
    expect(bulkRequests(many, choice())).toEqual({ problem: TOO_MANY_IDS });
  });

  it('sends the flank length only for upstream and downstream sources', () => {
    expect(bulkRequests(['AT1G01010'], choice({ dataset: 'araport11_upstream', flank: 3000 }))).toEqual({
      requests: [{ locusIds: ['AT1G01010'], dataset: 'araport11_upstream', format: 'one_per_locus', flank: 3000 }],
    });
  });

  it('keeps one sequence per locus for sources that have no gene models', () => {
    expect(bulkFormat(choice({ dataset: 'araport11_intergenic', format: 'all_models' }), ['AT1G01010'])).toBe('one_per_locus');
    expect(bulkFormat(choice({ format: 'all_models' }), ['AT1G01010'])).toBe('all_models');
  });

  it('matches the query only when a listed id names a gene model', () => {
    expect(bulkFormat(choice({ format: 'query_match' }), ['AT1G01010'])).toBe('one_per_locus');
    expect(bulkFormat(choice({ format: 'query_match' }), ['AT1G01010.2'])).toBe('query_match');
  });

  it('sends listed gene models as such, and loci listed without a model by their representative model', () => {
    expect(bulkRequests(['AT1G01010.2', 'AT1G01020'], choice({ format: 'query_match' }))).toEqual({
      requests: [
        { geneIds: ['AT1G01010.2'], dataset: 'araport11_transcript', format: 'query_match' },
        { locusIds: ['AT1G01020'], dataset: 'araport11_transcript', format: 'one_per_locus' },
      ],
    });
  });
});
