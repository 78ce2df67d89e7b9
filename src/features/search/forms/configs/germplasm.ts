// /search/germplasm (001 §2.2 Germplasm form, §3.1 Germplasm, §3.7, §9): seed lines and sets of lines by type,
// species, name or what they carry (three term rows), by allele and zygosity (three allele rows), restricted by
// features and by where their alleles' loci lie. Rows start on starts with; the species on Arabidopsis thaliana.
import { defineSearchForm, type FormOption } from '../formConfig';
import { constructTypes } from '../lists/constructTypes';
import { insertionTypes } from '../lists/insertionTypes';
import { mutagens } from '../lists/mutagens';
import { withAny } from '../lists/optionList';
import { searchMethods } from '../lists/searchMethods';
import { DEFAULT_SPECIES, species } from '../lists/species';
import { mapLocationSection } from './mapLocation';

const MULTI_HINT = 'Hold Ctrl (Cmd on a Mac) to choose more than one.';

/** 001 §3.7 germplasm types. */
const germplasmTypes: FormOption[] = [
  { value: 'any', label: 'any' },
  { value: 'individual_line', label: 'individual line' },
  { value: 'individual_pool', label: 'individual pool' },
  { value: 'set_of_lines', label: 'set of lines' },
  { value: 'set_of_pools', label: 'set of pools' },
];

const searchTypes: FormOption[] = [
  { value: 'name', label: 'germplasm name' },
  { value: 'stock_number', label: 'stock number' },
  { value: 'locus_name', label: 'locus name' },
  { value: 'gene_name', label: 'gene name' },
  { value: 'phenotype', label: 'phenotype' },
];

/** 001 §3.7 zygosity. */
const zygosities: FormOption[] = [
  { value: 'any', label: 'any' },
  { value: 'homozygous', label: 'homozygous' },
  { value: 'heterozygous', label: 'heterozygous' },
  { value: 'hemizygous', label: 'hemizygous' },
];

/** 001 §3.7 ploidy. */
const ploidies: FormOption[] = [
  { value: 'any', label: 'any' },
  { value: '2n', label: '2n (diploid)' },
  { value: 'not_2n', label: 'not 2n' },
];

export const searchForm = defineSearchForm({
  path: 'germplasm',
  overview: {
    position: 7,
    label: 'Germplasms',
    summary:
      'Seed lines and pools by name, stock number, locus, gene or phenotype, by allele and zygosity, background, mutagen and construct.',
  },
  title: 'Germplasm Search',
  breadcrumb: 'Germplasm',
  description: [
    'Find seed lines, pools and sets of lines — mutants, insertion lines, transgenic lines and mapping populations — by name, stock number, the locus, gene or phenotype they carry, and by their alleles.',
    'Every row you fill in must hold; empty rows are left out.',
  ],
  results: { category: 'germplasm', handOver: 'search_params' },
  count: { endpoint: 'search/germplasm', one: 'germplasm', other: 'germplasms' },
  sections: [
    {
      id: 'terms',
      title: 'Search Terms',
      rows: [
        { kind: 'note', id: 'ecotype-link', text: 'Natural accessions have a search of their own:', link: { to: '/search/ecotype', text: 'Ecotype Search' } },
        {
          kind: 'line',
          id: 'type-species',
          controls: [
            { kind: 'select', name: 'searchType.0.type_search_by', id: 'type_search_by', label: 'Germplasm type', options: germplasmTypes, default: 'any' },
            // After the three term rows in searchTerms (a repeat row owns the list's first elements only).
            { kind: 'select', name: 'searchTerms.3.species_search_by', id: 'species_search_by', label: 'Species', options: species, default: DEFAULT_SPECIES },
          ],
        },
        {
          kind: 'repeat',
          id: 'terms',
          list: 'searchTerms',
          count: 3,
          label: 'Term {n}',
          requires: ['search_input'],
          rowDefaults: [{ search_type: 'name' }, { search_type: 'locus_name' }, { search_type: 'phenotype' }],
          controls: [
            { kind: 'select', name: 'search_type', label: 'Search by', options: searchTypes },
            { kind: 'select', name: 'search_method', label: 'Match', options: searchMethods, default: 'starts_with' },
            { kind: 'text', name: 'search_input', label: 'Search text', placeholder: 'e.g. SALK_015029, AT1G65480', width: 'medium' },
          ],
        },
      ],
    },
    {
      id: 'alleles',
      title: 'Search by Alleles',
      help: 'Lines that carry the named allele, in the chosen zygosity.',
      rows: [
        {
          kind: 'repeat',
          id: 'alleles',
          list: 'searchAlleles',
          count: 3,
          label: 'Allele {n}',
          requires: ['search_input'],
          controls: [
            { kind: 'select', name: 'search_type', label: 'Zygosity', options: zygosities, default: 'any' },
            { kind: 'select', name: 'search_method', label: 'Match', options: searchMethods, default: 'starts_with' },
            { kind: 'text', name: 'search_input', label: 'Allele name', placeholder: 'e.g. ft-10', width: 'medium' },
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
          id: 'flags',
          controls: [
            { kind: 'checkbox', name: 'restrictByFeatures.0.isAbrcStock', id: 'isAbrcStock', label: 'available from a stock centre' },
            { kind: 'checkbox', name: 'restrictByFeatures.0.hasPoly', id: 'hasPoly', label: 'has polymorphisms or alleles' },
            { kind: 'checkbox', name: 'restrictByFeatures.0.isTransgenic', id: 'isTransgenic', label: 'transgenic' },
            { kind: 'checkbox', name: 'restrictByFeatures.0.hasImages', id: 'hasImages', label: 'has images' },
          ],
        },
        {
          kind: 'line',
          id: 'ploidy-background',
          controls: [
            { kind: 'select', name: 'restrictByFeatures.0.cc_ploidy', id: 'cc_ploidy', label: 'Ploidy', options: ploidies, default: 'any' },
            {
              kind: 'multiSelect',
              name: 'restrictByFeatures.0.background_ecotype',
              id: 'background_ecotype',
              label: 'Background ecotype',
              options: [{ value: 'any', label: 'any' }],
              optionsFrom: 'germplasmEcotypes',
              default: ['any'],
              size: 6,
              hint: MULTI_HINT,
            },
          ],
        },
        {
          kind: 'line',
          id: 'mutagen-construct',
          controls: [
            { kind: 'multiSelect', name: 'restrictByFeatures.0.mutagen', id: 'mutagen', label: 'Mutagen', options: withAny(mutagens), default: ['any'], size: 6, hint: MULTI_HINT },
            { kind: 'multiSelect', name: 'restrictByFeatures.0.insertionTypes', id: 'insertionTypes', label: 'Insertion type', options: withAny(insertionTypes), default: ['any'], size: 3, hint: MULTI_HINT },
            { kind: 'multiSelect', name: 'restrictByFeatures.0.constructTypes', id: 'constructTypes', label: 'Construct type', options: withAny(constructTypes), default: ['any'], size: 6, hint: MULTI_HINT },
          ],
        },
      ],
    },
    mapLocationSection('map', "Lines with an allele in a locus on a chromosome, or overlapping a range of it (base pairs)."),
  ],
});
