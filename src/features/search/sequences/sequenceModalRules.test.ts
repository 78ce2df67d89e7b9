import { describe, expect, it } from 'vitest';
import {
  effectiveFormat,
  flankApplies,
  formatChoiceOpen,
  listedGeneIds,
  listedIdKind,
  queryMatchAvailable,
  sequenceRequest,
  type SequenceChoice,
} from './sequenceModalRules';
import { SEQUENCE_SOURCES, type SequenceDataset } from './sequenceSources';

const geneList = (list: string) => ({ geneListUploadType: 'gene', geneList: list, searchType: 'contains' });
const rows = (...names: string[]) => names.map((name, index) => ({ id: String(2200000 + index), gene_name: name }));
const choice = (dataset: SequenceDataset, format: SequenceChoice['format'] = 'one_per_locus'): SequenceChoice => ({ dataset, format, flank: 1000 });

describe('sequence sources', () => {
  it('offers the thirteen sources of the spec, each under its own dataset name', () => {
    expect(SEQUENCE_SOURCES).toHaveLength(13);
    expect(new Set(SEQUENCE_SOURCES.map((source) => source.value)).size).toBe(13);
  });
});

describe('format choice', () => {
  it.each(['araport11_transcript', 'araport11_coding', 'araport11_protein', 'araport11_genomic_locus', 'tair10_coding', 'tair10_protein'] as const)(
    'is open for %s',
    (dataset) => {
      expect(formatChoiceOpen(dataset)).toBe(true);
      expect(effectiveFormat(dataset, 'all_models', {})).toBe('all_models');
    },
  );

  it.each([
    'araport11_genomic_gene_model',
    'araport11_upstream',
    'araport11_downstream',
    'araport11_intergenic',
    'araport11_intron',
    'araport11_3utr',
    'araport11_5utr',
  ] as const)('is fixed to one per locus for %s', (dataset) => {
    expect(formatChoiceOpen(dataset)).toBe(false);
    expect(effectiveFormat(dataset, 'all_models', geneList('AT1G01010.1'))).toBe('one_per_locus');
    expect(effectiveFormat(dataset, 'query_match', geneList('AT1G01010.1'))).toBe('one_per_locus');
  });
});

describe('only the model matching my query', () => {
  it('is available after a gene list of AGI gene IDs', () => {
    expect(queryMatchAvailable(geneList('AT1G01010.1;AT1G01020.2'))).toBe(true);
    expect(effectiveFormat('araport11_coding', 'query_match', geneList('AT1G01010.1'))).toBe('query_match');
  });

  it.each([
    ['a gene list of locus IDs', { geneListUploadType: 'locus', geneList: 'AT1G01010;AT1G01020' }],
    ['a gene list of gene IDs left empty', geneList(' ; ')],
    ['a name search', { searchBy: 'name', detailSearchText: 'PHYB', searchType: 'contains' }],
    ['no stored parameters', undefined],
    ['a general search text', 'AT1G01010'],
  ])('is not available after %s', (_, params) => {
    expect(queryMatchAvailable(params)).toBe(false);
    expect(effectiveFormat('araport11_coding', 'query_match', params)).toBe('one_per_locus');
  });

  it('reads the listed ids as the genes form stored them, trimmed and upper-cased', () => {
    expect(listedGeneIds(geneList(' at1g01010.1 ;AT1G01020;;'))).toEqual(['AT1G01010.1', 'AT1G01020']);
  });
});

describe('locus or gene model ids', () => {
  it('names gene models when any listed id has a dot', () => {
    expect(listedIdKind(geneList('AT1G01010;AT1G01020.2'))).toBe('gene');
  });

  it('names loci when no listed id has a dot', () => {
    expect(listedIdKind(geneList('AT1G01010;AT1G01020'))).toBe('locus');
    expect(listedIdKind({ searchBy: 'name' })).toBe('locus');
  });
});

describe('sequence request', () => {
  it('asks for the selected loci by AGI code', () => {
    expect(sequenceRequest(rows('AT1G01010', 'at1g01020'), {}, choice('araport11_transcript', 'all_models'))).toEqual({
      locusIds: ['AT1G01010', 'AT1G01020'],
      dataset: 'araport11_transcript',
      format: 'all_models',
    });
  });

  it('carries the upstream/downstream length only for those sources', () => {
    expect(flankApplies('araport11_upstream')).toBe(true);
    expect(flankApplies('araport11_downstream')).toBe(true);
    expect(flankApplies('araport11_intergenic')).toBe(false);
    expect(sequenceRequest(rows('AT1G01010'), {}, { dataset: 'araport11_upstream', format: 'all_models', flank: 3000 })).toEqual({
      locusIds: ['AT1G01010'],
      dataset: 'araport11_upstream',
      format: 'one_per_locus',
      flank: 3000,
    });
    expect(sequenceRequest(rows('AT1G01010'), {}, choice('araport11_intergenic'))).not.toHaveProperty('flank');
  });

  it('sends the listed gene models of the selected loci when matching a list of gene IDs', () => {
    const params = geneList('AT1G01010.2;AT1G01020.1;AT1G01030.1');
    expect(sequenceRequest(rows('AT1G01010', 'AT1G01030'), params, choice('araport11_protein', 'query_match'))).toEqual({
      geneIds: ['AT1G01010.2', 'AT1G01030.1'],
      dataset: 'araport11_protein',
      format: 'query_match',
    });
  });

  it('asks for one sequence per locus when matching a gene list without model numbers', () => {
    expect(sequenceRequest(rows('AT1G01010'), geneList('AT1G01010;AT1G01020'), choice('araport11_coding', 'query_match'))).toEqual({
      locusIds: ['AT1G01010'],
      dataset: 'araport11_coding',
      format: 'one_per_locus',
    });
  });

  it('asks for one sequence per locus when none of the selected loci was listed with a model number', () => {
    const request = sequenceRequest(rows('AT1G01020'), geneList('AT1G01010.1;AT1G01020'), choice('araport11_coding', 'query_match'));
    expect(request).toEqual({ locusIds: ['AT1G01020'], dataset: 'araport11_coding', format: 'one_per_locus' });
  });

  it('never asks to match the query by locus ids', () => {
    const requests = ['AT1G01010', 'AT1G01010.1', 'AT1G01020.1;AT1G01010', ''].map((list) =>
      sequenceRequest(rows('AT1G01010'), geneList(list), choice('araport11_transcript', 'query_match')),
    );
    expect(requests.map((request) => [request.format, 'geneIds' in request])).toEqual([
      ['one_per_locus', false],
      ['query_match', true],
      ['one_per_locus', false],
      ['one_per_locus', false],
    ]);
  });

  it('does not match the query when the query was no gene list', () => {
    expect(sequenceRequest(rows('AT1G01010'), { searchBy: 'name' }, choice('araport11_coding', 'query_match'))).toMatchObject({
      locusIds: ['AT1G01010'],
      format: 'one_per_locus',
    });
  });
});
