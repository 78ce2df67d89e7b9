import { describe, expect, it } from 'vitest';
import { applyRules } from './payloadRules';
import { checkOntologyId, dropMethodOnlyRows, methodAfterTypeChange, methodChoices } from './terms';

const methods = [
  { value: 'contains', label: 'contains' },
  { value: 'starts_with', label: 'starts with' },
  { value: 'exactly', label: 'exactly' },
];
const dna = { typeField: 'search_type', methodField: 'search_method', exactOnly: ['genbank_accession', 'genbank_gi'] };

describe('001 §4 method restriction', () => {
  it.each(['genbank_accession', 'genbank_gi'])('limits a DNA row searching %s to exactly', (type) => {
    expect(methodChoices(methods, type, dna).map((option) => option.value)).toEqual(['exactly']);
    expect(methodAfterTypeChange('contains', type, dna)).toBe('exactly');
  });

  it('restores the three methods for other types, keeping the chosen one', () => {
    expect(methodChoices(methods, 'locus_name', dna)).toEqual(methods);
    expect(methodAfterTypeChange('exactly', 'name', dna)).toBe('exactly');
    expect(methodAfterTypeChange('starts_with', 'name', dna)).toBe('starts_with');
  });

  it('restricts DOI and PubMed id on publication, DOI and GenBank accession on polymorphism', () => {
    const publication = { ...dna, exactOnly: ['doi', 'pubmedId'] };
    const polymorphism = { ...dna, exactOnly: ['doi', 'genbank_accession'] };
    expect(methodChoices(methods, 'pubmedId', publication)).toHaveLength(1);
    expect(methodChoices(methods, 'authors', publication)).toHaveLength(3);
    expect(methodChoices(methods, 'doi', polymorphism)).toHaveLength(1);
    expect(methodChoices(methods, 'germplasm', polymorphism)).toHaveLength(3);
  });

  it("uses the form's own spelling of exact", () => {
    const exact = [...methods.slice(0, 2), { value: 'exact', label: 'exact' }];
    expect(methodChoices(exact, 'doi', { ...dna, exactOnly: ['doi'], exactValue: 'exact' })).toEqual([{ value: 'exact', label: 'exact' }]);
  });
});

describe('001 §5 community terms', () => {
  it('drops a term that holds only methods, and keeps one with an input', () => {
    expect(
      dropMethodOnlyRows([
        { last_name_method: 'starts_with', first_name_method: 'contains', last_name_input: '' },
        { last_name_method: 'starts_with', last_name_input: 'Rhee' },
        { search_country_select: 'United States', email_method: 'contains' },
      ]),
    ).toEqual([
      { last_name_method: 'starts_with', last_name_input: 'Rhee' },
      { search_country_select: 'United States', email_method: 'contains' },
    ]);
  });
});

describe('method-only transposon terms', () => {
  it('drops a row holding only its type_ methods, and keeps one with an input', () => {
    expect(
      dropMethodOnlyRows([
        { type_name: 'contains', type_family: 'contains', type_super: 'contains' },
        { type_name: 'contains', type_family: 'exactly', input_family: 'ATGP1' },
      ]),
    ).toEqual([{ type_name: 'contains', type_family: 'exactly', input_family: 'ATGP1' }]);
  });
});

describe('001 §5 keyword GO/PO id', () => {
  it('accepts GO: and PO: ids (any case), normalised', () => {
    expect(checkOntologyId(' go:0003700 ')).toEqual({ value: 'GO:0003700' });
    expect(checkOntologyId('PO:0009005')).toEqual({ value: 'PO:0009005' });
    expect(checkOntologyId('')).toEqual({ value: '' });
  });

  it.each(['0003700', 'GO 0003700', 'GO:', 'GO:12a', 'TO:0000387'])('refuses %s, saying the format', (text) => {
    expect(checkOntologyId(text)).toEqual({ error: `"${text}" is not a GO or PO id: write GO: or PO: followed by digits, e.g. GO:0003700.` });
  });

  it('runs on every term row as the named rule, naming the row of a bad id', () => {
    const { payload, problems } = applyRules(
      { searchTerms: [{ go_id_search_inp: 'go:0005634' }, { go_id_search_inp: 'nucleus' }] },
      [{ rule: 'ontologyId', field: 'searchTerms.*.go_id_search_inp' }],
    );
    expect(payload.searchTerms).toEqual([{ go_id_search_inp: 'GO:0005634' }, { go_id_search_inp: 'nucleus' }]);
    expect(problems).toEqual([{ path: 'searchTerms.1.go_id_search_inp', message: expect.stringContaining('"nucleus" is not a GO or PO id') }]);
  });
});
