// A small DNA-like form for the engine's tests: a category that swaps sections, three term rows with per-row
// defaults and the GenBank method restriction, and map rows that need a chromosome.
import { defineSearchForm } from '../formConfig';

const methods = [
  { value: 'contains', label: 'contains' },
  { value: 'starts_with', label: 'starts with' },
  { value: 'exactly', label: 'exactly' },
];

export const swapForm = defineSearchForm({
  path: 'dna',
  title: 'DNA Search',
  breadcrumb: 'DNA',
  description: ['Clones and vectors.'],
  results: { category: 'dna', handOver: 'search_params' },
  count: { endpoint: 'search/dna', one: 'clone or vector', other: 'clones and vectors' },
  sections: [
    {
      id: 'category',
      title: 'Category',
      rows: [
        {
          kind: 'line',
          id: 'category',
          controls: [
            {
              kind: 'select',
              name: 'category',
              label: 'Category',
              options: [
                { value: 'clone', label: 'clone' },
                { value: 'vector', label: 'vector' },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'clone-terms',
      title: 'Search terms',
      showIf: { field: 'category', equals: 'clone' },
      rows: [
        {
          kind: 'repeat',
          id: 'clone-terms',
          list: 'searchTerms',
          count: 3,
          label: 'Term {n}',
          requires: ['search_input'],
          rowDefaults: [{ search_method: 'contains' }, { search_method: 'contains' }, { search_method: 'exactly' }],
          methodRestriction: { typeField: 'search_type', methodField: 'search_method', exactOnly: ['genbank_accession', 'genbank_gi'] },
          controls: [
            {
              kind: 'select',
              name: 'search_type',
              label: 'Search type',
              options: [
                { value: 'name', label: 'name' },
                { value: 'genbank_accession', label: 'GenBank accession' },
              ],
            },
            { kind: 'select', name: 'search_method', label: 'Method', options: methods },
            { kind: 'text', name: 'search_input', label: 'Search text' },
          ],
        },
      ],
    },
    {
      id: 'vector-terms',
      title: 'Search terms',
      showIf: { field: 'category', equals: 'vector' },
      rows: [
        {
          kind: 'repeat',
          id: 'vector-terms',
          list: 'searchTerms',
          count: 1,
          requires: ['search_input'],
          controls: [
            { kind: 'fixed', name: 'search_type', value: 'name' },
            { kind: 'select', name: 'search_method', label: 'Method', options: methods },
            { kind: 'text', name: 'search_input', label: 'Vector name' },
          ],
        },
      ],
    },
    {
      id: 'map',
      title: 'Map locations',
      showIf: { field: 'category', equals: 'clone' },
      rows: [
        {
          kind: 'repeat',
          id: 'map',
          list: 'mapLocation',
          count: 2,
          requires: ['chromosome'],
          controls: [
            {
              kind: 'select',
              name: 'chromosome',
              label: 'Chromosome',
              options: [
                { value: 'any', label: 'any' },
                { value: '1', label: '1' },
              ],
            },
            { kind: 'number', name: 'low_range', label: 'From', min: 0 },
            { kind: 'number', name: 'high_range', label: 'To', min: 0 },
          ],
        },
      ],
    },
  ],
});
