// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { geneQuery } from './criteria';
import { locusFields } from './locusFields';
import { genePayload } from '../../../../contracts/search/gene';

const query = (payload: object) => geneQuery(genePayload.parse(payload));

describe('the gene form payload as criteria', () => {
  it('reads positions in kbp unless the form says bp, on the AGI map unless another is chosen', () => {
    expect(query({ chromosome: '3', startPos: 1.5, endPos: 2 }).criteria).toContainEqual({ kind: 'span', field: 'agi', chromosome: '3', min: 1500, max: 2000 });
    expect(query({ startPos: 10, gaUnit: 'bp', mapType: 'classical' }).criteria).toContainEqual({ kind: 'span', field: 'classical', min: 10 });
    expect(query({ chromosome: 'any' }).criteria.some((criterion) => criterion.kind === 'span')).toBe(false);
  });

  it('files a keyword with its evidence codes under every asked keyword type', () => {
    const keyword = query({ keywordTerm: 'nucleus', keywordType: 'go_cc', evidence: ['any', 'IEA', 'EXP'] }).criteria.find((criterion) => criterion.kind === 'text');
    expect(keyword).toEqual({ kind: 'text', fields: ['kw.go_cc.IEA', 'kw.go_cc.EXP'], method: 'contains', value: 'nucleus' });
  });

  it('accepts any well-formed GO evidence code besides those the form lists, and refuses other text', () => {
    const keyword = query({ keywordTerm: 'nucleus', keywordType: 'go_cc', evidence: ['IDA', 'HTP'] }).criteria.find((criterion) => criterion.kind === 'text');
    expect(keyword).toMatchObject({ fields: ['kw.go_cc.IDA', 'kw.go_cc.HTP'] });
    for (const bad of ['ida', 'I', 'IDAXX', 'I D']) expect(genePayload.safeParse({ evidence: [bad] }).success).toBe(false);
  });

  it('normalises a gene list and orders by relevance only when there is text', () => {
    const list = query({ geneList: ' at1g01010 ;AT1G01010\r\nat1g01020;;' });
    expect(list.criteria).toContainEqual({ kind: 'anyOf', field: 'agi', values: ['AT1G01010', 'AT1G01020'] });
    expect(list.order).toEqual({ by: 'sortKey' });
    expect(query({ detailSearchText: 'lhy' }).order).toEqual({ by: 'relevance' });
    expect(query({ detailSearchText: '   ' }).criteria.some((criterion) => criterion.kind === 'text')).toBe(false);
  });
});

describe('what gene search reads from a locus record', () => {
  it('takes UniProt accessions from UniProt entry links only, and tolerates missing or odd fields', () => {
    const fields = locusFields('9', {
      name: 'at4g00010',
      isObsolete: 'T',
      externalLinkGroups: [{ links: [{ url: 'https://www.uniprot.org/uniprotkb/P92973' }, { url: 'https://www.uniprot.org/uniprotkb?query=AT4G00010' }] }],
      symbols: 'not a list',
      repGene: null,
    });
    expect(fields).toMatchObject({ agi: 'AT4G00010', obsolete: true, uniprotIds: ['P92973'], symbols: [], geneModels: [], description: null });
    expect(locusFields('10', { symbols: [] })).toBeNull();
  });
});
