import { describe, expect, it } from 'vitest';
import { buildResultsDownload, downloadTitleLine } from './resultsDownload';
import type { ResultsRequest } from './resultsRequest';
import { tableColumnsFor, type ResultDoc } from './tableColumns';
import { describeSearch } from './describeSearch';
import { searchForm as germplasmConfig } from '../forms/configs/germplasm';
import { formWords } from './formWords';

const germplasmForm = formWords(germplasmConfig);

const day = new Date(2026, 10, 25, 15, 30);

const germplasmSearch: ResultsRequest = {
  mainType: 'detail',
  category: 'germplasm',
  endpoint: 'search/germplasm',
  body: { searchTerms: [{ search_type: 'name', search_method: 'starts_with', search_input: 'SALK_05' }, { search_type: 'name', search_method: 'contains', search_input: ' ' }] },
  source: 'search_params',
};

const rows = [
  { id: '1', name: 'SALK_056576', type: 'individual_line', species: 'Arabidopsis thaliana', background_ecotypes: ['Col-0'], stock_numbers: ['SALK_056576C'], loci: [{ id: '2200935', name: 'AT1G01010' }], polymorphisms: [], description: 'T-DNA\tinsertion\nin exon 1' },
] as ResultDoc[];

describe('describeSearch', () => {
  it('names a general search by its text', () => {
    expect(describeSearch({ mainType: 'general', category: 'genes', endpoint: 'search/general', body: { category: 'genes', searchText: 'LHY' }, source: 'general' })).toBe('"LHY"');
  });

  it('tells a form’s search in the form’s words, leaving out empty rows', () => {
    expect(describeSearch(germplasmSearch, germplasmForm)).toBe("germplasm name starts with 'SALK_05'");
  });

  it('names a search no form made by its values, never by its parameter names, shortening long lists', () => {
    const ids = Array.from({ length: 12 }, (_, index) => `AT1G0${index}010`);
    const request = { ...germplasmSearch, category: 'descriptions', body: { locusIds: ids } } as ResultsRequest;
    expect(describeSearch(request)).toBe('AT1G00010, AT1G01010, AT1G02010, AT1G03010, AT1G04010, … (12 in all)');
    expect(describeSearch({ ...germplasmSearch, category: 'markers', body: {} })).toBe('all records');
  });
});

describe('buildResultsDownload', () => {
  it('writes tab-separated text: title line, headers on screen, one line per row, values flattened', () => {
    const file = buildResultsDownload(germplasmSearch, rows, tableColumnsFor('germplasm'), day, describeSearch(germplasmSearch, germplasmForm));
    expect(file.fileName).toBe('germplasm_2026-11-25.tsv');
    const lines = file.text.split('\n');
    expect(lines[0]).toBe("Search Results - Germplasms for germplasm name starts with 'SALK_05', downloaded 2026-11-25");
    expect(lines[1]).toBe('Name\tType\tSpecies\tBackground\tStock Numbers\tLoci\tPolymorphisms\tDescription');
    expect(lines[2]).toBe('SALK_056576\tindividual_line\tArabidopsis thaliana\tCol-0\tSALK_056576C\tAT1G01010\t\tT-DNA insertion in exon 1');
  });

  it('writes annotation results as CSV', () => {
    const request: ResultsRequest = { ...germplasmSearch, category: 'annotations', endpoint: 'search/annotation', body: { keyword_types: ['grow', 'stru'] } };
    const file = buildResultsDownload(request, [], tableColumnsFor('annotation'), day);
    expect(file.fileName).toBe('annotations_2026-11-25.csv');
    expect(file.mime).toMatch(/^text\/csv/);
    // The title holds commas, so CSV quotes it.
    expect(file.text.split('\r\n')[0]).toBe('"Search Results - Annotations for grow, stru, downloaded 2026-11-25"');
  });

  it('names the query and the day in the title line', () => {
    expect(downloadTitleLine(germplasmSearch, day)).toMatch(/^Search Results - Germplasms for .*, downloaded 2026-11-25$/);
  });
});
