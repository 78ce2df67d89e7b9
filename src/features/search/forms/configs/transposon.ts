// /search/transposon (001 §2.2, §3.1 Transposon): transposable elements by element name, family and super family,
// each with its method. With no criteria the search answers every element (001 §2.2).
import { defineSearchForm, type FormControl } from '../formConfig';
import { searchMethods } from '../lists/searchMethods';

const criterion = (field: 'name' | 'family' | 'super', label: string, placeholder: string): FormControl[] => [
  { kind: 'select', name: `searchTerms.0.type_${field}`, id: `${field}Method`, label: `${label} match`, options: searchMethods, default: 'contains' },
  { kind: 'text', name: `searchTerms.0.input_${field}`, id: field, label, placeholder, width: 'medium' },
];

export const searchForm = defineSearchForm({
  path: 'transposon',
  title: 'Transposon Search',
  breadcrumb: 'Transposon',
  description: [
    'Find the transposable elements annotated on the Arabidopsis thaliana genome by their name, their family or their super family.',
    'Every criterion you fill in must hold. Submitting the empty form lists every transposable element.',
  ],
  results: { category: 'transposon', handOver: 'search_params' },
  count: { endpoint: 'search/transposon', one: 'transposable element', other: 'transposable elements' },
  rules: [{ rule: 'dropMethodOnlyRows', field: 'searchTerms' }],
  sections: [
    {
      id: 'elements',
      title: 'Search by Name, Family or Super Family',
      rows: [
        { kind: 'line', id: 'element-name', controls: criterion('name', 'Element name', 'e.g. AT1TE12295') },
        { kind: 'line', id: 'family', controls: criterion('family', 'Family', 'e.g. ATCOPIA78') },
        { kind: 'line', id: 'super-family', controls: criterion('super', 'Super family', 'e.g. LTR/Gypsy') },
      ],
    },
  ],
});
