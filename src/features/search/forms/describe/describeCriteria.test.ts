import { describe, expect, it } from 'vitest';
import { searchForm as genes } from '../configs/genes';
import { searchForm as germplasm } from '../configs/germplasm';
import { searchForm as protein } from '../configs/protein';
import { searchForm as publication } from '../configs/publication';
import { submitted } from '../configs/formConfig.testSupport';
import { describeCriteria } from './describeCriteria';

const described = (config: Parameters<typeof submitted>[0], changes: Parameters<typeof submitted>[1]) =>
  describeCriteria(config, submitted(config, changes).payload).join('; ');

describe('describeCriteria', () => {
  it('tells a gene search in the form’s labels: the term as type, method and text, then what else the reader set', () => {
    expect(described(genes, { searchType: 'exactly', detailSearchText: 'xyz', chromosome: '3' })).toBe("Gene Name exact 'xyz'; Chromosome 3");
  });

  it('names option labels, not values, and the range in its shown unit', () => {
    expect(described(genes, { geneModelType: ['protein_coding', 'long_noncoding_rna'], startPos: '100', endPos: '200', gaUnit: 'bp', include_obsolete: true })).toBe(
      'Include obsolete genes; Gene model type: protein coding, long non-coding RNA; Range: From 100 bp, To 200 bp',
    );
  });

  it('leaves out what is still at its default, so a form submitted as it opens says nothing', () => {
    expect(submitted(genes).payload).toMatchObject({ searchBy: 'name', searchType: 'contains', mapType: 'agi', gaUnit: 'kbp' });
    expect(described(genes, {})).toBe('');
  });

  it('leaves out a parameter the form does not describe', () => {
    const payload = { ...submitted(genes, { detailSearchText: 'LHY' }).payload, taxonName: 'Arabidopsis thaliana', legacyFlag: 'on' };
    expect(describeCriteria(genes, payload)).toEqual(["Gene Name contains 'LHY'"]);
  });

  it('reads term rows and filled rows wherever §5 left them in the list', () => {
    const changes = { 'terms.2.search_input': 'dwarf', 'terms.2.search_method': 'exactly', 'alleles.0.search_input': 'ft-10', 'alleles.0.search_type': 'homozygous', isTransgenic: true };
    expect(described(germplasm, changes)).toBe("phenotype exactly 'dwarf'; Allele name starts with 'ft-10'; Zygosity homozygous; transgenic");
  });

  it('tells publication terms, years and keyword categories', () => {
    const changes = { 'terms.0.search_input': 'Koornneef', year_from: '2001', 'keyword.0.keyword_term': 'flower', 'keyword.0.keyword_types': ['func'] };
    expect(described(publication, changes)).toBe("Author contains 'Koornneef'; Published: From year 2001; Keyword contains 'flower'; Keyword categories: GO molecular function");
  });

  it('gives a gene list as its ids (as sent), and a protein weight in the kDa the reader typed', () => {
    expect(described(protein, { geneList: 'at1g01010\nat1g01020', mwOn: true, mwMin: '12.5' })).toBe('Gene list: at1g01010, at1g01020; Calculated MW (kDa) from 12.5');
  });
});
