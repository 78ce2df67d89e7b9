// /search/keyword (001 §2.2, §3.1 Keyword, §5): ontology terms by name or synonym with a method, or by their GO/PO
// id (exact match only, format checked), restricted to ontology categories.
import { defineSearchForm } from '../formConfig';
import { searchMethods } from '../lists/searchMethods';

export const searchForm = defineSearchForm({
  path: 'keyword',
  overview: {
    position: 8,
    label: 'Keywords',
    summary:
      'Gene Ontology and Plant Ontology terms by name, synonym or id, restricted to one or more ontologies.',
  },
  title: 'Keyword Search',
  breadcrumb: 'Keyword',
  description: [
    'Find the Gene Ontology and Plant Ontology terms and the user-defined keywords that genes, publications and protocols are annotated to, by their name or synonyms or by their ontology id.',
    'A term page lists the loci annotated to it and the evidence for each annotation.',
  ],
  results: { category: 'keyword', handOver: 'search_params' },
  count: { endpoint: 'search/keyword', one: 'keyword', other: 'keywords' },
  rules: [
    { rule: 'ontologyId', field: 'searchTerms.*.go_id_search_inp' },
    { rule: 'dropMethodOnlyRows', field: 'searchTerms' },
  ],
  sections: [
    {
      id: 'term',
      title: 'Search by Keyword',
      rows: [
        {
          kind: 'line',
          id: 'term-name',
          controls: [
            { kind: 'select', name: 'searchTerms.0.search_method', id: 'method', label: 'Match', options: searchMethods, default: 'contains' },
            {
              kind: 'text',
              name: 'searchTerms.0.kw_search_input',
              id: 'term',
              label: 'Keyword name or synonym',
              placeholder: 'e.g. flower development',
              width: 'long',
            },
          ],
        },
        {
          kind: 'line',
          id: 'term-id',
          controls: [
            {
              kind: 'text',
              name: 'searchTerms.0.go_id_search_inp',
              id: 'ontologyId',
              label: 'GO or PO ID (exact match)',
              placeholder: 'e.g. GO:0009908',
              hint: 'GO: or PO: followed by digits.',
              width: 'medium',
            },
          ],
        },
      ],
    },
    {
      id: 'categories',
      title: 'Restrict by Category',
      help: 'Leave every box empty to search all categories.',
      rows: [
        {
          kind: 'line',
          id: 'category-choices',
          controls: [
            {
              kind: 'checkboxes',
              name: 'restrictCats',
              label: 'Categories',
              options: [
                { value: 'go_bp', label: 'GO Biological Process' },
                { value: 'go_mf', label: 'GO Molecular Function' },
                { value: 'go_cc', label: 'GO Cellular Component' },
                { value: 'po', label: 'Plant Ontology (structures and growth stages)' },
                { value: 'pat', label: 'Plant anatomy (PO structures only)' },
                { value: 'user', label: 'User-defined keywords' },
              ],
            },
          ],
        },
      ],
    },
  ],
});
