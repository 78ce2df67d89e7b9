// /search/markers (001 §2.2 Markers form, §3.1 Markers, §3.7): genetic markers by name or the locus or gene they tag,
// restricted by marker type, by two accessions the marker tells apart and by map location. Submitting with no
// criteria lists every marker.
import { defineSearchForm, type FormOption } from '../formConfig';
import { markerEcotypes } from '../lists/markerEcotypes';
import { markerTypes } from '../lists/markerTypes';
import { withAny } from '../lists/optionList';
import { searchMethods } from '../lists/searchMethods';
import { mapLocationSection } from './mapLocation';

const searchTypes: FormOption[] = [
  { value: 'name', label: 'marker name' },
  { value: 'locus_name', label: 'locus name' },
  { value: 'gene_name', label: 'gene name' },
];

export const searchForm = defineSearchForm({
  path: 'markers',
  title: 'Marker Search',
  breadcrumb: 'Markers',
  description: [
    'Find genetic markers (CAPS, dCAPS, SSLP and others) by name or by the locus or gene they lie in, by type, by the accessions they are polymorphic between and by where they map.',
    'Submitting the form with nothing filled in lists every marker.',
  ],
  results: { category: 'markers', handOver: 'search_params' },
  count: { endpoint: 'search/marker', one: 'marker', other: 'markers' },
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
          rowDefaults: [{ search_type: 'name' }, { search_type: 'locus_name' }, { search_type: 'gene_name' }],
          controls: [
            { kind: 'select', name: 'search_type', label: 'Search by', options: searchTypes },
            { kind: 'select', name: 'search_method', label: 'Match', options: searchMethods, default: 'contains' },
            { kind: 'text', name: 'search_input', label: 'Search text', placeholder: 'e.g. nga280, AT1G01060', width: 'medium' },
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
          id: 'marker-type',
          controls: [
            {
              kind: 'multiSelect',
              name: 'restrictByFeatures.0.marker_type',
              id: 'marker_type',
              label: 'Marker type',
              options: withAny(markerTypes),
              default: ['any'],
              size: 6,
              hint: 'Hold Ctrl (Cmd on a Mac) to choose more than one.',
            },
          ],
        },
        {
          kind: 'line',
          id: 'poly-between',
          label: 'Polymorphic between',
          controls: [
            { kind: 'select', name: 'restrictByFeatures.0.poly_between_1', id: 'poly_between_1', label: 'First accession', options: withAny(markerEcotypes), default: 'any' },
            { kind: 'select', name: 'restrictByFeatures.0.poly_between_2', id: 'poly_between_2', label: 'Second accession', options: withAny(markerEcotypes), default: 'any' },
          ],
        },
      ],
    },
    mapLocationSection('map', 'Markers placed on a chromosome, or overlapping a range of it (base pairs).'),
  ],
});
