// /search/polyallele (001 §2.2 polymorphism form, §3.1 Polymorphism/allele, §3.7, §4): polymorphisms and alleles by
// name, locus, gene, germplasm, DOI or GenBank accession (DOI and GenBank accession are matched exactly only),
// restricted by their features and by map location. Submitting with no criteria lists every polymorphism.
import { defineSearchForm, type FormControl, type FormOption } from '../formConfig';
import { alleleModes } from '../lists/alleleModes';
import { constructTypes } from '../lists/constructTypes';
import { inheritance } from '../lists/inheritance';
import { insertionTypes } from '../lists/insertionTypes';
import { mutagens } from '../lists/mutagens';
import { withAny } from '../lists/optionList';
import { polymorphismSites } from '../lists/polymorphismSites';
import { polymorphismTypes } from '../lists/polymorphismTypes';
import { searchMethods } from '../lists/searchMethods';
import { mapLocationSection } from './mapLocation';

const MULTI_HINT = 'Hold Ctrl (Cmd on a Mac) to choose more than one.';

const searchTypes: FormOption[] = [
  { value: 'name', label: 'polymorphism or allele name' },
  { value: 'locus_name', label: 'locus name' },
  { value: 'gene_name', label: 'gene name' },
  { value: 'germplasm', label: 'germplasm name' },
  { value: 'doi', label: 'DOI' },
  { value: 'genbank_accession', label: 'GenBank accession' },
];

const between = (place: 1 | 2): FormControl => ({
    kind: 'select',
    name: `restrictByFeatures.0.poly_between_${place}`,
    id: `poly_between_${place}`,
    label: place === 1 ? 'First accession' : 'Second accession',
    options: [{ value: 'any', label: 'any' }],
    optionsFrom: 'polymorphismEcotypes',
    default: 'any',
  });

export const searchForm = defineSearchForm({
  path: 'polyallele',
  overview: {
    position: 4,
    label: 'Polymorphisms/Alleles',
    summary:
      'Polymorphisms and alleles by name, locus, gene or germplasm, by type, site, mutagen and allele mode, and by the accessions they differ between.',
  },
  title: 'Polymorphism/Allele Search',
  breadcrumb: 'Polymorphisms/Alleles',
  description: [
    'Find polymorphisms and alleles — insertions, substitutions, deletions and other changes — by name, by the locus, gene or germplasm they belong to, by the DOI of a paper describing them or by GenBank accession, and narrow them by their features.',
    'Submitting the form with nothing filled in lists every polymorphism.',
  ],
  results: { category: 'polyallele', handOver: 'search_params' },
  count: { endpoint: 'search/polymorphism', one: 'polymorphism', other: 'polymorphisms' },
  sections: [
    {
      id: 'terms',
      title: 'Search Terms',
      help: 'DOIs and GenBank accessions are matched exactly.',
      rows: [
        {
          kind: 'repeat',
          id: 'terms',
          list: 'searchTerms',
          count: 3,
          label: 'Term {n}',
          requires: ['search_input'],
          rowDefaults: [{ search_type: 'name' }, { search_type: 'locus_name' }, { search_type: 'germplasm' }],
          methodRestriction: { typeField: 'search_type', methodField: 'search_method', exactOnly: ['doi', 'genbank_accession'] },
          controls: [
            { kind: 'select', name: 'search_type', label: 'Search by', options: searchTypes },
            { kind: 'select', name: 'search_method', label: 'Match', options: searchMethods, default: 'contains' },
            { kind: 'text', name: 'search_input', label: 'Search text', placeholder: 'e.g. ft-10, AT5G10140', width: 'medium' },
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
          id: 'marker-mode',
          controls: [
            { kind: 'checkbox', name: 'restrictByFeatures.0.is_genetic_marker', id: 'is_genetic_marker', label: 'is a genetic marker' },
            { kind: 'multiSelect', name: 'restrictByFeatures.0.allele_mode', id: 'allele_mode', label: 'Allele mode', options: withAny(alleleModes), default: ['any'], size: 7, hint: MULTI_HINT },
          ],
        },
        {
          kind: 'line',
          id: 'type-site',
          controls: [
            { kind: 'multiSelect', name: 'restrictByFeatures.0.polymorphism_type', id: 'polymorphism_type', label: 'Polymorphism type', options: withAny(polymorphismTypes), default: ['any'], size: 6, hint: MULTI_HINT },
            { kind: 'multiSelect', name: 'restrictByFeatures.0.polymorphism_site', id: 'polymorphism_site', label: 'Polymorphism site', options: withAny(polymorphismSites), default: ['any'], size: 6, hint: MULTI_HINT },
            { kind: 'multiSelect', name: 'restrictByFeatures.0.inheritence', id: 'inheritence', label: 'Inheritance', options: withAny(inheritance), default: ['any'], size: 6, hint: MULTI_HINT },
          ],
        },
        {
          kind: 'line',
          id: 'mutagen-construct',
          controls: [
            { kind: 'multiSelect', name: 'restrictByFeatures.0.mutagen', id: 'mutagen', label: 'Mutagen', options: withAny(mutagens), default: ['any'], size: 6, hint: MULTI_HINT },
            { kind: 'multiSelect', name: 'restrictByFeatures.0.insertion_type', id: 'insertion_type', label: 'Insertion type', options: withAny(insertionTypes), default: ['any'], size: 3, hint: MULTI_HINT },
            { kind: 'multiSelect', name: 'restrictByFeatures.0.construct_type', id: 'construct_type', label: 'Construct type', options: withAny(constructTypes), default: ['any'], size: 6, hint: MULTI_HINT },
          ],
        },
        { kind: 'line', id: 'poly-between', label: 'Polymorphic between', controls: [between(1), between(2)] },
      ],
    },
    mapLocationSection('map', 'Polymorphisms placed on a chromosome, or overlapping a range of it (base pairs).'),
  ],
});
