// /search/protocol (001 §2.2, §3.1 Protocol, §3.7): laboratory protocols by title, author or description, and by
// the keywords they are filed under (the 29 protocol keywords, lists/protocolKeywords.ts).
import { defineSearchForm } from '../formConfig';
import { protocolKeywords } from '../lists/protocolKeywords';
import { searchMethods } from '../lists/searchMethods';

export const searchForm = defineSearchForm({
  path: 'protocol',
  title: 'Protocol Search',
  breadcrumb: 'Protocol',
  description: [
    'Find the laboratory protocols researchers have shared with the community: growing and transforming plants, genotyping, imaging and biochemical assays.',
    'Search their title, authors or description, or choose keywords: a protocol filed under any of the chosen keywords is found.',
  ],
  results: { category: 'protocol', handOver: 'search_params' },
  count: { endpoint: 'search/protocol', one: 'protocol', other: 'protocols' },
  sections: [
    {
      id: 'terms',
      title: 'Search by Title, Author, Description or Keyword',
      help: 'Fill in the text, choose keywords, or both.',
      rows: [
        {
          // One row of searchTerms: its text and its keywords must both hold; it is sent when it has either.
          kind: 'repeat',
          id: 'terms',
          list: 'searchTerms',
          count: 1,
          requires: ['search_input', 'keywords'],
          controls: [
            {
              kind: 'select',
              name: 'search_type',
              label: 'Search by',
              options: [
                { value: 'title', label: 'Title' },
                { value: 'authors', label: 'Author' },
                { value: 'description', label: 'Description' },
              ],
              default: 'title',
            },
            { kind: 'select', name: 'search_method', label: 'Match', options: searchMethods, default: 'contains' },
            { kind: 'text', name: 'search_input', label: 'Search text', placeholder: 'e.g. transformation', width: 'medium' },
            {
              kind: 'multiSelect',
              name: 'keywords',
              label: 'Keywords',
              options: protocolKeywords,
              size: 10,
              hint: 'Hold Ctrl (Cmd on a Mac) to choose more than one.',
            },
          ],
        },
      ],
    },
  ],
});
