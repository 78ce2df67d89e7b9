import { describe, expect, it } from 'vitest';
import { searchForm as genesForm } from '../configs/genes';
import { buildPayload } from './buildPayload';
import { changeValue, defaultValues } from './formModel';
import { resultsPathFor } from './submitSearch';
import { swapForm } from './testForms.testSupport';
import { valuesFromQuery, valuesToQuery } from './urlState';

describe('the genes form at its defaults', () => {
  it('starts with the selects at their defaults, boxes unticked and multi-selects at their first option (001 §4)', () => {
    const values = defaultValues(genesForm);
    expect(values).toMatchObject({
      searchBy: 'name',
      searchType: 'contains',
      detailSearchText: '',
      include_obsolete: false,
      geneListUploadType: 'locus',
      keywordType: 'any',
      evidence: ['any'],
      geneModelType: ['any'],
      advanced: [],
      chromosome: 'any',
      mapType: 'agi',
      gaUnit: 'kbp',
    });
  });

  it("sends the fixed taxon and the selects that say something, nothing that is empty, false or 'any'", () => {
    expect(buildPayload(genesForm, defaultValues(genesForm))).toEqual({
      payload: { taxonName: 'Arabidopsis thaliana', searchBy: 'name', searchType: 'contains', geneListUploadType: 'locus', mapType: 'agi', gaUnit: 'kbp' },
      problems: [],
    });
  });

  it('sends a filled form as the gene criteria of 001 §3.1, the list normalised and positions as numbers', () => {
    let values = defaultValues(genesForm);
    const set = (key: string, value: string | string[] | boolean) => (values = changeValue(genesForm, values, key, value));
    set('searchBy', 'description');
    set('detailSearchText', 'F-box');
    set('geneList', 'at1g01010\r\nAT1G01020 \n\n');
    set('evidence', ['IEA', 'ISS']);
    set('geneModelType', ['protein_coding']);
    set('advanced', ['has_literature']);
    set('chromosome', '1');
    set('startPos', '100');
    set('endPos', '2500.5');
    set('include_obsolete', true);
    expect(buildPayload(genesForm, values).payload).toEqual({
      taxonName: 'Arabidopsis thaliana',
      searchBy: 'description',
      searchType: 'contains',
      detailSearchText: 'F-box',
      include_obsolete: true,
      geneListUploadType: 'locus',
      geneList: 'AT1G01010;AT1G01020',
      evidence: ['IEA', 'ISS'],
      geneModelType: ['protein_coding'],
      advanced: ['has_literature'],
      chromosome: '1',
      mapType: 'agi',
      startPos: 100,
      endPos: 2500.5,
      gaUnit: 'kbp',
    });
  });

  it('names a position that is not a number or below its bound, and sends nothing for it', () => {
    const values = { ...defaultValues(genesForm), startPos: '-5', endPos: 'ten' };
    const built = buildPayload(genesForm, values);
    expect(built.problems).toEqual([
      { key: 'startPos', message: 'From must be at least 0.' },
      { key: 'endPos', message: 'To must be a number.' },
    ]);
    expect(built.payload).not.toHaveProperty('startPos');
  });
});

describe('rows, conditions and the method restriction', () => {
  it('gives each term row its own default method (contains, contains, exactly)', () => {
    const values = defaultValues(swapForm);
    expect([0, 1, 2].map((row) => values[`clone-terms.${row}.search_method`])).toEqual(['contains', 'contains', 'exactly']);
  });

  it('limits a row to exactly when GenBank accession is chosen, and keeps it when another type returns', () => {
    let values = changeValue(swapForm, defaultValues(swapForm), 'clone-terms.0.search_type', 'genbank_accession');
    expect(values['clone-terms.0.search_method']).toBe('exactly');
    expect(values['clone-terms.1.search_method']).toBe('contains');
    values = changeValue(swapForm, values, 'clone-terms.0.search_type', 'name');
    expect(values['clone-terms.0.search_method']).toBe('exactly');
  });

  it('sends only rows with their required field, and map rows only with a chromosome', () => {
    let values = defaultValues(swapForm);
    values = changeValue(swapForm, values, 'clone-terms.1.search_input', 'CIW');
    values = changeValue(swapForm, values, 'map.0.low_range', '1000');
    values = changeValue(swapForm, values, 'map.1.chromosome', '1');
    expect(buildPayload(swapForm, values).payload).toEqual({
      category: 'clone',
      searchTerms: [{ search_type: 'name', search_method: 'contains', search_input: 'CIW' }],
      mapLocation: [{ chromosome: '1' }],
    });
  });

  it('swaps the sections with the category: the hidden ones send nothing and return to their defaults', () => {
    let values = changeValue(swapForm, defaultValues(swapForm), 'clone-terms.0.search_input', 'CIW');
    values = changeValue(swapForm, values, 'category', 'vector');
    expect(values['clone-terms.0.search_input']).toBe('');
    values = changeValue(swapForm, values, 'vector-terms.0.search_input', 'pBIN');
    expect(buildPayload(swapForm, values).payload).toEqual({
      category: 'vector',
      searchTerms: [{ search_type: 'name', search_method: 'contains', search_input: 'pBIN' }],
    });
  });
});

describe('the form in the page address', () => {
  it('holds only what differs from the defaults, and reads back the same values', () => {
    let values = defaultValues(genesForm);
    values = changeValue(genesForm, values, 'detailSearchText', 'F-box');
    values = changeValue(genesForm, values, 'evidence', ['IEA', 'ISS']);
    values = changeValue(genesForm, values, 'include_obsolete', true);
    values = changeValue(genesForm, values, 'geneModelType', []);
    const query = valuesToQuery(genesForm, values);
    expect(query.toString()).toBe('detailSearchText=F-box&include_obsolete=true&evidence=IEA&evidence=ISS&geneModelType=');
    expect(valuesFromQuery(genesForm, query)).toEqual(values);
  });

  it('keeps the default where an address offers a value the control does not have', () => {
    const values = valuesFromQuery(genesForm, new URLSearchParams('searchBy=everything&evidence=XYZ&evidence=IEA&chromosome=9'));
    expect(values).toMatchObject({ searchBy: 'name', evidence: ['IEA'], chromosome: 'any' });
  });

  it("starts a route's presets and leaves them out of the address", () => {
    const values = valuesFromQuery(swapForm, new URLSearchParams(''), { category: 'vector' });
    expect(values.category).toBe('vector');
    expect(valuesToQuery(swapForm, values, { category: 'vector' }).toString()).toBe('');
  });
});

describe('submission (001 §2.2)', () => {
  const memoryStorage = () => {
    const items = new Map<string, string>();
    return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items } as unknown as Storage & { items: Map<string, string> };
  };

  it('stores the genes payload under searchParams_<timestamp> and passes the key', () => {
    const storage = memoryStorage();
    const path = resultsPathFor(genesForm, { detailSearchText: 'F-box' }, storage, 1_700_000_000_000);
    expect(path).toBe('/results?mainType=detail&category=genes&key=searchParams_1700000000000');
    expect(storage.getItem('searchParams_1700000000000')).toBe('{"detailSearchText":"F-box"}');
  });

  it('passes the payload of most forms as search_params JSON', () => {
    const path = resultsPathFor(swapForm, { category: 'clone', searchTerms: [{ search_type: 'name', search_method: 'contains', search_input: 'CIW' }] });
    const query = new URL(path, 'http://portal').searchParams;
    expect(query.get('mainType')).toBe('detail');
    expect(query.get('category')).toBe('dna');
    expect(JSON.parse(query.get('search_params') ?? '')).toEqual({ category: 'clone', searchTerms: [{ search_type: 'name', search_method: 'contains', search_input: 'CIW' }] });
  });
});
