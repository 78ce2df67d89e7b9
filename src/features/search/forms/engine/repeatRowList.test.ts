import { describe, expect, it } from 'vitest';
import { defineSearchForm } from '../formConfig';
import { searchMethods } from '../lists/searchMethods';
import { buildPayload } from './buildPayload';
import { changeValue, defaultValues } from './formModel';

// Two term rows fill searchTerms.0 and .1; a line puts the species after them, at searchTerms.2 (the germplasm form).
const form = defineSearchForm({
  path: 'lines',
  title: 'Line Search',
  breadcrumb: 'Lines',
  description: ['Lines.'],
  results: { category: 'germplasm', handOver: 'search_params' },
  count: { endpoint: 'search/germplasm', one: 'line', other: 'lines' },
  sections: [
    {
      id: 'terms',
      title: 'Terms',
      rows: [
        {
          kind: 'line',
          id: 'species',
          controls: [{ kind: 'text', name: 'searchTerms.2.species_search_by', id: 'species', label: 'Species', default: 'Arabidopsis thaliana' }],
        },
        {
          kind: 'repeat',
          id: 'terms',
          list: 'searchTerms',
          count: 2,
          requires: ['search_input'],
          controls: [
            { kind: 'select', name: 'search_method', label: 'Match', options: searchMethods },
            { kind: 'text', name: 'search_input', label: 'Text' },
          ],
        },
      ],
    },
  ],
});

describe('a repeat row owns the first elements of its list only', () => {
  it('keeps an element a line adds after the rows, though it lacks the rows’ required field', () => {
    expect(buildPayload(form, defaultValues(form)).payload).toEqual({ searchTerms: [{ species_search_by: 'Arabidopsis thaliana' }] });
  });

  it('still leaves out its own rows without their required field', () => {
    const values = changeValue(form, defaultValues(form), 'terms.1.search_input', 'ft-10');
    expect(buildPayload(form, values).payload).toEqual({
      searchTerms: [{ search_method: 'contains', search_input: 'ft-10' }, { species_search_by: 'Arabidopsis thaliana' }],
    });
  });
});
