// /search/ecotype (001 §2.2 Ecotype form, §3.1 Ecotype, §9): natural accessions and laboratory strains by name or
// stock number (three term rows, starts with by default), restricted by country and by the words of the place
// they were collected and of their habitat.
import { defineSearchForm, type FormOption } from '../formConfig';
import { ecotypeCountries } from '../lists/ecotypeCountries';
import { withAny } from '../lists/optionList';
import { searchMethods } from '../lists/searchMethods';

const searchTypes: FormOption[] = [
  { value: 'name', label: 'name or abbreviation' },
  { value: 'stock_number', label: 'stock number' },
];

export const searchForm = defineSearchForm({
  path: 'ecotype',
  title: 'Ecotype Search',
  breadcrumb: 'Ecotype',
  description: [
    'Find Arabidopsis thaliana natural accessions (ecotypes) and laboratory strains by name, abbreviation (for example Col-0) or stock centre number, and narrow them by the country, place and habitat they were collected in.',
    'Every row you fill in must hold; empty rows are left out.',
  ],
  results: { category: 'ecotype', handOver: 'search_params' },
  count: { endpoint: 'search/ecotype', one: 'ecotype', other: 'ecotypes' },
  // Country, location and habitat are three feature rows (they combine with AND); a location or habitat row with a
  // method but no text asks nothing and is left out.
  rules: [{ rule: 'dropMethodOnlyRows', field: 'restrictByFeatures' }],
  sections: [
    {
      id: 'terms',
      title: 'Search Terms',
      rows: [
        {
          kind: 'repeat',
          id: 'terms',
          list: 'searchTerms',
          count: 3,
          label: 'Term {n}',
          requires: ['search_input'],
          rowDefaults: [{ search_type: 'name' }, { search_type: 'name' }, { search_type: 'stock_number' }],
          controls: [
            { kind: 'select', name: 'search_type', label: 'Search by', options: searchTypes },
            { kind: 'select', name: 'search_method', label: 'Match', options: searchMethods, default: 'starts_with' },
            { kind: 'text', name: 'search_input', label: 'Search text', placeholder: 'e.g. Col-0, CS70000', width: 'medium' },
          ],
        },
      ],
    },
    {
      id: 'features',
      title: 'Restrict by Features',
      rows: [
        {
          kind: 'line',
          id: 'country',
          controls: [
            { kind: 'select', name: 'restrictByFeatures.0.country', id: 'country', label: 'Country', options: withAny(ecotypeCountries), default: 'any' },
          ],
        },
        {
          kind: 'line',
          id: 'location',
          label: 'Location',
          controls: [
            { kind: 'select', name: 'restrictByFeatures.1.location_method', id: 'location_method', label: 'Location match', options: searchMethods, default: 'contains' },
            { kind: 'text', name: 'restrictByFeatures.1.location_input', id: 'location_input', label: 'Location', placeholder: 'e.g. Hesse', width: 'medium' },
          ],
        },
        {
          kind: 'line',
          id: 'habitat',
          label: 'Habitat',
          controls: [
            { kind: 'select', name: 'restrictByFeatures.2.habitat_method', id: 'habitat_method', label: 'Habitat match', options: searchMethods, default: 'contains' },
            { kind: 'text', name: 'restrictByFeatures.2.habitat_input', id: 'habitat_input', label: 'Habitat', placeholder: 'e.g. roadside', width: 'medium' },
          ],
        },
      ],
    },
  ],
});
