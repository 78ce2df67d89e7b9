// /search/protein (001 §2.2, §3.1 Protein, §3.7, §5, §9): proteins by gene name, symbol or GenPept id, by a list of
// loci, by structural class, by length, calculated molecular weight and pI (each sent only when ticked; MW typed in
// kDa, sent in Da) and by up to three domain rows (sent only with an accession). The parameters are stored in the
// browser and handed over by key, as on the genes form.
import { defineSearchForm, type FormControl } from '../formConfig';
import { domainDatabases } from '../lists/domainDatabases';

/** One physico-chemical filter of physioSection: its tick, its type and its range (001 §9 defaults). */
const rangeFilter = (
  index: number,
  type: 'length' | 'mw' | 'pi',
  label: string,
  range: { min: number; max: number; step?: number },
): FormControl[] => [
  { kind: 'checkbox', name: `physioSection.${index}.enabled`, id: `${type}On`, label },
  { kind: 'fixed', name: `physioSection.${index}.type`, id: `${type}Type`, value: type },
  { kind: 'number', name: `physioSection.${index}.min`, id: `${type}Min`, label: `${label} from`, default: range.min, min: 0, ...(range.step ? { step: range.step } : {}) },
  { kind: 'number', name: `physioSection.${index}.max`, id: `${type}Max`, label: `${label} to`, default: range.max, min: 0, ...(range.step ? { step: range.step } : {}) },
];

export const searchForm = defineSearchForm({
  path: 'protein',
  overview: {
    position: 3,
    label: 'Proteins',
    summary:
      'Proteins by gene name, symbol or GenPept id, by length, molecular weight and isoelectric point, by structural class and by domain.',
  },
  title: 'Protein Search',
  breadcrumb: 'Protein',
  description: [
    'Find the proteins of Arabidopsis thaliana gene models by the name of their gene, a gene symbol or a GenPept id, by a list of loci, by structural class, by their length, weight and isoelectric point, and by the domains they hold.',
    'Every filter you fill in must hold. A range filter counts only when its box is ticked; a domain row counts only when it names an accession.',
  ],
  results: { category: 'protein', handOver: 'key' },
  count: { endpoint: 'search/protein', one: 'protein', other: 'proteins' },
  rules: [
    { rule: 'joinLines', field: 'geneList' },
    { rule: 'proteinFilters', field: 'physioSection' },
  ],
  sections: [
    {
      id: 'name',
      title: 'Search by Name',
      rows: [
        {
          kind: 'line',
          id: 'name-search',
          controls: [
            {
              kind: 'select',
              name: 'nameSection.nameType',
              id: 'nameType',
              label: 'Search by',
              options: [
                { value: 'locus', label: 'AGI locus or gene model' },
                { value: 'symbol', label: 'Gene symbol' },
                { value: 'genPeptId', label: 'GenPept ID' },
              ],
              default: 'locus',
            },
            {
              kind: 'select',
              name: 'nameSection.nameBy',
              id: 'nameBy',
              label: 'Match',
              // The protein form spells starts with as 'starts' (001 §3.7).
              options: [
                { value: 'contains', label: 'contains' },
                { value: 'starts', label: 'starts with' },
                { value: 'exactly', label: 'exactly' },
              ],
              default: 'contains',
            },
            { kind: 'text', name: 'nameSection.nameText', id: 'name', label: 'Name', placeholder: 'e.g. AT1G01010.1, CCA1', width: 'medium' },
          ],
        },
      ],
    },
    {
      id: 'gene-list',
      title: 'Search by Gene List',
      help: 'Paste AGI locus or gene model ids, one a line, or read them from a text file.',
      rows: [
        {
          kind: 'line',
          id: 'list',
          controls: [
            { kind: 'textarea', name: 'geneList', label: 'Gene list', rows: 6, placeholder: 'AT1G01010\nAT2G46830', hint: 'AGI locus or gene IDs separated by line return with no trailing spaces' },
            { kind: 'fileList', name: 'geneListFile', label: 'Or read the list from a file', target: 'geneList', hint: 'A text file with one id a line.' },
          ],
        },
      ],
    },
    {
      id: 'class',
      title: 'Restrict by Structural Class',
      help: 'The SCOP class of the protein’s fold. Leave every box empty for any class.',
      rows: [
        {
          kind: 'line',
          id: 'class-choices',
          controls: [
            {
              kind: 'checkboxes',
              name: 'classType',
              label: 'Structural class',
              options: [
                { value: 'a', label: 'all alpha' },
                { value: 'b', label: 'all beta' },
                { value: 'c', label: 'alpha/beta' },
                { value: 'd', label: 'alpha+beta' },
                { value: 'e', label: 'multi-domain' },
                { value: 'f', label: 'membrane and cell surface' },
                { value: 'g', label: 'small proteins' },
                { value: 'h', label: 'coiled coil' },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'properties',
      title: 'Restrict by Physical Properties',
      help: 'Tick a property to restrict by its range.',
      rows: [
        { kind: 'line', id: 'length', controls: rangeFilter(0, 'length', 'Length (residues)', { min: 0, max: 2000, step: 1 }) },
        { kind: 'line', id: 'mw', controls: rangeFilter(1, 'mw', 'Calculated MW (kDa)', { min: 0, max: 500 }) },
        { kind: 'line', id: 'pi', controls: rangeFilter(2, 'pi', 'Calculated pI', { min: 1, max: 14 }) },
      ],
    },
    {
      id: 'domains',
      title: 'Restrict by Domains',
      help: 'Proteins with more than, fewer than or exactly this many hits of a domain database entry.',
      rows: [
        {
          kind: 'repeat',
          id: 'domains',
          list: 'domainSection',
          count: 3,
          label: 'Domain {n}',
          requires: ['db_acc_input'],
          controls: [
            { kind: 'fixed', name: 'type', value: 'domain' },
            { kind: 'select', name: 'quant_type', label: 'Number of hits', options: [
              { value: '>', label: 'more than' },
              { value: '<', label: 'fewer than' },
              { value: '=', label: 'exactly' },
            ], default: '>' },
            { kind: 'number', name: 'quant_number', label: 'Hits', default: 0, min: 0, step: 1 },
            { kind: 'select', name: 'db_name', label: 'Database', options: domainDatabases, default: 'interpro' },
            { kind: 'text', name: 'db_acc_input', label: 'Accession', placeholder: 'e.g. IPR002885', width: 'short' },
          ],
        },
      ],
    },
  ],
});
