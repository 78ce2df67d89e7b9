// /search/genes (001 §2.2 Genes form, §3.1 Gene criteria, §3.7 gene search enumerations, §5 gene list rules).
import { defineSearchForm } from '../formConfig';
import { evidenceCodes, geneModelTypes } from './geneOptions';

const MULTI_HINT = 'Hold Ctrl (Cmd on a Mac) to choose more than one.';

export const searchForm = defineSearchForm({
  path: 'genes',
  overview: {
    position: 2,
    label: 'Genes',
    summary:
      'Loci by name, description or phenotype, by a list of AGI ids, by GO and PO keyword, by gene model type and by map location.',
  },
  title: 'Gene Search',
  breadcrumb: 'Genes',
  description: [
    'Find Arabidopsis thaliana loci by name, description or phenotype, by a list of AGI locus or gene ids, by the GO and PO keywords annotated to them, by gene model type or by their place on the genome.',
    'Every filter you fill in must hold; empty filters are left out. Obsolete loci are left out unless you include them.',
  ],
  results: { category: 'genes', handOver: 'key' },
  count: { endpoint: 'search/gene', one: 'locus', other: 'loci' },
  rules: [{ rule: 'geneList', field: 'geneList' }],
  sections: [
    {
      id: 'name',
      title: 'Search by Name or Phenotype',
      rows: [
        {
          kind: 'line',
          id: 'name-search',
          controls: [
            { kind: 'fixed', name: 'taxonName', value: 'Arabidopsis thaliana' },
            {
              kind: 'select',
              name: 'searchBy',
              label: 'Search by',
              options: [
                { value: 'name', label: 'Gene Name' },
                { value: 'description', label: 'Description' },
                { value: 'phenotype', label: 'Phenotype' },
                { value: 'uniprot', label: 'Uniprot ID' },
                { value: 'locus_tair_object_id', label: 'Locus TAIR Object ID' },
                { value: 'gene_tair_object_id', label: 'Gene TAIR Object ID' },
              ],
              default: 'name',
            },
            {
              kind: 'select',
              name: 'searchType',
              label: 'Match',
              options: [
                { value: 'contains', label: 'contains' },
                { value: 'starts_with', label: 'starts with' },
                { value: 'exactly', label: 'exact' },
              ],
              default: 'contains',
            },
            { kind: 'text', name: 'detailSearchText', label: 'Search text', placeholder: 'e.g. AT1G01010, NAC001, F-box', width: 'long' },
          ],
        },
        { kind: 'line', id: 'obsolete', controls: [{ kind: 'checkbox', name: 'include_obsolete', label: 'Include obsolete genes' }] },
      ],
    },
    {
      id: 'gene-list',
      title: 'Search by Gene List',
      help: 'Paste AGI ids, one a line, or read them from a text file.',
      rows: [
        {
          kind: 'line',
          id: 'list-type',
          controls: [
            {
              kind: 'radio',
              name: 'geneListUploadType',
              label: 'The list holds',
              options: [
                { value: 'locus', label: 'AGI Locus IDs' },
                { value: 'gene', label: 'AGI Gene IDs' },
              ],
              default: 'locus',
            },
          ],
        },
        {
          kind: 'line',
          id: 'list',
          controls: [
            {
              kind: 'textarea',
              name: 'geneList',
              label: 'Gene list',
              rows: 6,
              placeholder: 'AT1G01010\nAT1G01020',
              hint: 'AGI locus or gene IDs separated by line return with no trailing spaces',
            },
            { kind: 'fileList', name: 'geneListFile', label: 'Or read the list from a file', target: 'geneList', hint: 'A text file with one id a line.' },
          ],
        },
      ],
    },
    {
      id: 'keyword',
      title: 'Search by Associated Keyword',
      help: 'Loci annotated to a GO or PO term whose name contains this text, optionally with one of the chosen evidence codes.',
      rows: [
        {
          kind: 'line',
          id: 'keyword-term',
          controls: [
            {
              kind: 'select',
              name: 'keywordType',
              label: 'Keyword type',
              options: [
                { value: 'any', label: 'Any' },
                { value: 'go_mf', label: 'GO Molecular Function' },
                { value: 'go_bp', label: 'GO Biological Process' },
                { value: 'go_cc', label: 'GO Cellular Component' },
                { value: 'po_anatomy', label: 'PO Anatomy' },
                { value: 'po_devstage', label: 'PO Developmental Stage' },
              ],
              default: 'any',
            },
            { kind: 'text', name: 'keywordTerm', label: 'Keyword', placeholder: 'e.g. response to cold', width: 'long' },
          ],
        },
        {
          kind: 'line',
          id: 'evidence',
          controls: [
            {
              kind: 'multiSelect',
              name: 'evidence',
              label: 'Evidence codes',
              options: [{ value: 'any', label: 'any' }, ...evidenceCodes],
              default: ['any'],
              size: 8,
              hint: MULTI_HINT,
            },
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
          id: 'feature-choices',
          controls: [
            {
              kind: 'multiSelect',
              name: 'geneModelType',
              label: 'Gene model type',
              options: [{ value: 'any', label: 'any' }, ...geneModelTypes],
              default: ['any'],
              size: 8,
              hint: MULTI_HINT,
            },
            {
              kind: 'checkboxes',
              name: 'advanced',
              label: 'Advanced options',
              options: [
                { value: 'has_literature', label: 'has associated literature' },
                { value: 'genetic_only', label: 'genetic (unsequenced) loci only' },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'map',
      title: 'Restrict by Map Locations',
      help: 'Loci on a chromosome, or overlapping a range of it on the chosen map.',
      rows: [
        {
          kind: 'line',
          id: 'map-place',
          controls: [
            {
              kind: 'select',
              name: 'chromosome',
              label: 'Chromosome',
              options: [
                { value: 'any', label: 'any' },
                { value: '1', label: '1' },
                { value: '2', label: '2' },
                { value: '3', label: '3' },
                { value: '4', label: '4' },
                { value: '5', label: '5' },
                { value: 'C', label: 'chloroplast genome' },
                { value: 'M', label: 'mitochondrial genome' },
              ],
              default: 'any',
            },
            {
              kind: 'select',
              name: 'mapType',
              label: 'Map type',
              options: [
                { value: 'agi', label: 'AGI' },
                { value: 'physical', label: 'physical' },
                { value: 'classical', label: 'classical' },
              ],
              default: 'agi',
            },
          ],
        },
        {
          kind: 'line',
          id: 'map-range',
          label: 'Range',
          controls: [
            { kind: 'number', name: 'startPos', label: 'From', min: 0, placeholder: 'Enter position' },
            { kind: 'number', name: 'endPos', label: 'To', min: 0, placeholder: 'Enter position' },
            {
              kind: 'select',
              name: 'gaUnit',
              label: 'Unit',
              options: [
                { value: 'kbp', label: 'kbp' },
                { value: 'bp', label: 'bp' },
              ],
              default: 'kbp',
            },
          ],
        },
      ],
    },
  ],
});
