// /search/publication (001 §2.2, §3.1 Publication, §3.7, §4, §9): publications by two term rows (DOI and PubMed ID
// are matched exactly only), a range of years from 1947 to the present, a publication type, and the keywords they
// are annotated with.
import { defineSearchForm } from '../formConfig';
import { publicationYears } from '../lists/publicationYears';
import { searchMethods } from '../lists/searchMethods';

const years = publicationYears(new Date().getFullYear());

export const searchForm = defineSearchForm({
  path: 'publication',
  overview: {
    position: 5,
    label: 'Publications',
    summary:
      'Articles, books and other publications by author, title, abstract, journal, locus, PubMed id or DOI, year, type and keyword.',
  },
  title: 'Publication Search',
  breadcrumb: 'Publication',
  description: [
    'Find the research articles, reviews, books and other publications about Arabidopsis by author, journal, words of the title or abstract, the loci they discuss, their PubMed ID or DOI, and the keywords curators annotated them with.',
    'Every criterion you fill in must hold. Results are listed newest first.',
  ],
  results: { category: 'publication', handOver: 'search_params' },
  count: { endpoint: 'search/publication', one: 'publication', other: 'publications' },
  sections: [
    {
      id: 'terms',
      title: 'Search by Terms',
      help: 'A DOI or PubMed ID is matched exactly.',
      rows: [
        {
          kind: 'repeat',
          id: 'terms',
          list: 'searchTerms',
          count: 2,
          label: 'Term {n}',
          requires: ['search_input'],
          rowDefaults: [{ search_type: 'authors' }, { search_type: 'title_abstract' }],
          methodRestriction: { typeField: 'search_type', methodField: 'search_method', exactOnly: ['doi', 'pubmedId'] },
          controls: [
            {
              kind: 'select',
              name: 'search_type',
              label: 'Search by',
              options: [
                { value: 'authors', label: 'Author' },
                { value: 'pubName', label: 'Journal or source' },
                { value: 'title_abstract', label: 'Title or abstract' },
                { value: 'loci', label: 'Locus name or symbol' },
                { value: 'pubmedId', label: 'PubMed ID' },
                { value: 'doi', label: 'DOI' },
              ],
            },
            { kind: 'select', name: 'search_method', label: 'Match', options: searchMethods, default: 'contains' },
            { kind: 'text', name: 'search_input', label: 'Search text', placeholder: 'e.g. Koornneef', width: 'medium' },
          ],
        },
      ],
    },
    {
      id: 'restrictions',
      title: 'Restrict by Year and Type',
      rows: [
        {
          kind: 'line',
          id: 'years',
          label: 'Published',
          controls: [
            { kind: 'select', name: 'year_from', label: 'From year', options: years, default: 'any' },
            { kind: 'select', name: 'year_to', label: 'To year', options: years, default: 'any' },
          ],
        },
        {
          kind: 'line',
          id: 'type',
          controls: [
            {
              kind: 'select',
              name: 'publication_type',
              label: 'Publication type',
              // 'all' restricts nothing (the search API reads it so).
              options: [
                { value: 'all', label: 'all' },
                { value: 'research_article', label: 'research article' },
                { value: 'review', label: 'review' },
                { value: 'book', label: 'book' },
                { value: 'book_chapter', label: 'book chapter' },
                { value: 'dissertation', label: 'dissertation' },
                { value: 'press_article', label: 'press article' },
                { value: 'comment', label: 'comment' },
                { value: 'abstract', label: 'abstract' },
                { value: 'erratum', label: 'erratum' },
              ],
              default: 'all',
            },
          ],
        },
      ],
    },
    {
      id: 'keywords',
      title: 'Search by Associated Keyword',
      help: 'Publications annotated with a keyword whose name matches, optionally of the chosen categories.',
      rows: [
        {
          // One keyword row; it is sent only when it names a keyword (categories alone ask nothing).
          kind: 'repeat',
          id: 'keyword',
          list: 'keywordTerms',
          count: 1,
          requires: ['keyword_term'],
          controls: [
            { kind: 'select', name: 'keyword_method', label: 'Keyword match', options: searchMethods, default: 'contains' },
            { kind: 'text', name: 'keyword_term', label: 'Keyword', placeholder: 'e.g. flowering', width: 'medium' },
            {
              kind: 'multiSelect',
              name: 'keyword_types',
              label: 'Keyword categories',
              options: [
                { value: 'any', label: 'any' },
                { value: 'func', label: 'GO molecular function' },
                { value: 'proc', label: 'GO biological process' },
                { value: 'comp', label: 'GO cellular component' },
                { value: 'grow', label: 'growth and developmental stages' },
                { value: 'stru', label: 'plant structure' },
                { value: 'meth', label: 'method' },
                { value: 'user', label: 'user-defined' },
              ],
              default: ['any'],
              size: 8,
              hint: 'Hold Ctrl (Cmd on a Mac) to choose more than one.',
            },
          ],
        },
      ],
    },
  ],
});
