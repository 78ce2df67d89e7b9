// /search/dna and /search/vector (001 §2.2 DNA form, §3.1 DNA, §4, §9): clones and vectors. The Category select
// swaps the three term rows, the feature restrictions and the map rows (vectors have none); /search/vector is this
// form with the vector category preset (its presetRoutes).
import { defineSearchForm, type FormOption } from '../formConfig';
import { cloneEndTypes } from '../lists/cloneEndTypes';
import { insertTypes } from '../lists/insertTypes';
import { withAny } from '../lists/optionList';
import { searchMethods } from '../lists/searchMethods';
import { vectorTypes } from '../lists/vectorTypes';
import { mapLocationSection } from './mapLocation';

const MULTI_HINT = 'Hold Ctrl (Cmd on a Mac) to choose more than one.';
const isClone = { field: 'category', equals: 'clone' };
const isVector = { field: 'category', equals: 'vector' };

const cloneSearchTypes: FormOption[] = [
  { value: 'name', label: 'name' },
  { value: 'locus_name', label: 'locus name' },
  { value: 'gene_name', label: 'gene name' },
  { value: 'genbank_accession', label: 'GenBank accession' },
  { value: 'genbank_gi', label: 'GenBank gi' },
];

/** 001 §9: the three rows' methods are contains, contains, exactly. */
const rowMethods = [{ search_method: 'contains' }, { search_method: 'contains' }, { search_method: 'exactly' }];

export const searchForm = defineSearchForm({
  path: 'dna',
  presetRoutes: [{ path: 'vector', presets: { category: 'vector' } }],
  overview: {
    position: 1,
    label: 'DNA/Clones',
    summary:
      'Clones and vectors by name, locus, gene, GenBank accession or gi, by vector, insert and clone end type, and by map location.',
  },
  title: 'DNA/Clone Search',
  breadcrumb: 'DNA',
  description: [
    'Find clones (BACs, cDNA, ORF and other library clones) by name, by the locus or gene they hold, by GenBank accession or gi, or find vectors by name.',
    'Choose the category first: clones and vectors are searched by different terms and features. Every row you fill in must hold; empty rows are left out.',
  ],
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
              default: 'clone',
            },
          ],
        },
      ],
    },
    {
      id: 'clone-terms',
      title: 'Search Terms',
      help: 'GenBank accessions and gi numbers are matched exactly.',
      showIf: isClone,
      rows: [
        {
          kind: 'repeat',
          id: 'clone-terms',
          list: 'searchTerms',
          count: 3,
          label: 'Term {n}',
          requires: ['search_input'],
          rowDefaults: [
            { search_type: 'name', ...rowMethods[0] },
            { search_type: 'locus_name', ...rowMethods[1] },
            { search_type: 'genbank_accession', ...rowMethods[2] },
          ],
          methodRestriction: { typeField: 'search_type', methodField: 'search_method', exactOnly: ['genbank_accession', 'genbank_gi'] },
          controls: [
            { kind: 'select', name: 'search_type', label: 'Search by', options: cloneSearchTypes },
            { kind: 'select', name: 'search_method', label: 'Match', options: searchMethods },
            { kind: 'text', name: 'search_input', label: 'Search text', placeholder: 'e.g. T25K16, AT1G01010', width: 'medium' },
          ],
        },
      ],
    },
    {
      id: 'vector-terms',
      title: 'Search Terms',
      showIf: isVector,
      rows: [
        {
          kind: 'repeat',
          id: 'vector-terms',
          list: 'searchTerms',
          count: 3,
          label: 'Term {n}',
          requires: ['search_input'],
          rowDefaults: rowMethods,
          controls: [
            { kind: 'select', name: 'search_type', label: 'Search by', options: [{ value: 'name', label: 'name' }], default: 'name' },
            { kind: 'select', name: 'search_method', label: 'Match', options: searchMethods },
            { kind: 'text', name: 'search_input', label: 'Search text', placeholder: 'e.g. pBIN19', width: 'medium' },
          ],
        },
      ],
    },
    {
      id: 'clone-features',
      title: 'Restrict by Features',
      showIf: isClone,
      rows: [
        {
          kind: 'line',
          id: 'clone-feature-lists',
          controls: [
            { kind: 'multiSelect', name: 'restrictByFeatures.0.vector_type', id: 'clone_vector_type', label: 'Vector type', options: withAny(vectorTypes), default: ['any'], size: 6, hint: MULTI_HINT },
            { kind: 'multiSelect', name: 'restrictByFeatures.0.insert_type', id: 'insert_type', label: 'Insert type', options: withAny(insertTypes), default: ['any'], size: 6, hint: MULTI_HINT },
            { kind: 'multiSelect', name: 'restrictByFeatures.0.cloneend_type', id: 'cloneend_type', label: 'Clone end type', options: withAny(cloneEndTypes), default: ['any'], size: 6, hint: MULTI_HINT },
          ],
        },
        {
          kind: 'line',
          id: 'clone-other-features',
          controls: [
            {
              kind: 'checkboxes',
              name: 'restrictByFeatures.0.other_features',
              id: 'clone_other_features',
              label: 'Other features',
              options: [
                { value: 'has_stock', label: 'available from a stock centre' },
                { value: 'full_length', label: 'full-length cDNA or CDS sequence' },
                { value: 'has_sequence', label: 'has a sequence' },
                { value: 'mapped', label: 'placed on the genome' },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'vector-features',
      title: 'Restrict by Features',
      showIf: isVector,
      rows: [
        {
          kind: 'line',
          id: 'vector-feature-lists',
          controls: [
            { kind: 'multiSelect', name: 'restrictByFeatures.0.vector_type', id: 'vector_vector_type', label: 'Vector type', options: withAny(vectorTypes), default: ['any'], size: 6, hint: MULTI_HINT },
            {
              kind: 'checkboxes',
              name: 'restrictByFeatures.0.other_features',
              id: 'vector_other_features',
              label: 'Other features',
              options: [
                { value: 'has_stock', label: 'available from a stock centre' },
                { value: 'has_image', label: 'has a vector map' },
              ],
            },
          ],
        },
      ],
    },
    mapLocationSection('clone-map', 'Clones placed on a chromosome, or overlapping a range of it (base pairs). Vectors are not placed on the genome.', isClone),
  ],
});
