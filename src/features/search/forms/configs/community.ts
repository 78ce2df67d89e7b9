// /search/community (001 §2.2, §3.1 Community, §5): people and labs by last name (a lab's or organization's name),
// first name and e-mail, each with its method, and by state or province, region elsewhere and country. A term that
// holds only methods is dropped (001 §5). Reset returns every field to its default, as on every other form.
import { defineSearchForm, type FormControl } from '../formConfig';
import { communityCountries, communityStates } from '../lists/communityPlaces';
import { searchMethods } from '../lists/searchMethods';

const byName = (field: 'last_name' | 'first_name' | 'email', id: string, label: string, placeholder: string): FormControl[] => [
  { kind: 'select', name: `searchTerms.0.${field}_method`, id: `${id}Method`, label: `${label} match`, options: searchMethods, default: 'contains' },
  { kind: 'text', name: `searchTerms.0.${field}_input`, id, label, placeholder, width: 'medium' },
];

export const searchForm = defineSearchForm({
  path: 'community',
  overview: {
    position: 6,
    label: 'People/Labs',
    summary:
      'Researchers and laboratories by name, e-mail address, state or region and country.',
  },
  title: 'People/Labs Search',
  breadcrumb: 'People/Labs',
  description: [
    'Find the researchers, labs and organizations of the Arabidopsis community by name, e-mail address or place.',
    'The last name also finds labs and organizations by their name. E-mail addresses are found only for people who show theirs.',
  ],
  results: { category: 'community', handOver: 'search_params' },
  count: { endpoint: 'search/community', one: 'person or organization', other: 'people and organizations' },
  rules: [{ rule: 'dropMethodOnlyRows', field: 'searchTerms' }],
  sections: [
    {
      id: 'names',
      title: 'Search by Name or E-mail',
      rows: [
        { kind: 'line', id: 'last-name', controls: byName('last_name', 'lastName', 'Last name or organization', 'e.g. Rhee') },
        { kind: 'line', id: 'first-name', controls: byName('first_name', 'firstName', 'First name', 'e.g. Seung') },
        { kind: 'line', id: 'email', controls: byName('email', 'email', 'E-mail', 'e.g. @carnegiescience.edu') },
      ],
    },
    {
      id: 'place',
      title: 'Restrict by Place',
      rows: [
        {
          kind: 'line',
          id: 'place-choices',
          controls: [
            { kind: 'select', name: 'searchTerms.0.search_country_select', id: 'country', label: 'Country', options: communityCountries, default: 'any' },
            { kind: 'select', name: 'searchTerms.0.search_state', id: 'state', label: 'US state or Canadian province', options: communityStates, default: 'any' },
            {
              kind: 'text',
              name: 'searchTerms.0.state_outside_input',
              id: 'region',
              label: 'Region outside the US and Canada',
              placeholder: 'e.g. Norfolk',
              width: 'medium',
            },
          ],
        },
      ],
    },
  ],
});
