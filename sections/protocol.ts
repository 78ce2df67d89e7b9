// The protocol page (002 §2.3): /protocol?key=, or ?id= (the protocol's own id, resolved to its key through
// detail/protocol/id); one section, Summary.
// The spec gives the page no title; 'Protocol: {name}' follows the other record pages' titles.
import { defineRecordType } from './shared/defineRecordType';
import type { Protocol } from '../schemas/protocol';

export default defineRecordType<Protocol>()({
  type: 'protocol',
  apiType: 'protocol',
  route: '/protocol',
  lookups: { key: true, id: {} },
  title: { text: 'Protocol: {name}', premium: true },
  structuredData: { type: 'CreativeWork', name: '{name}', identifier: '{tairAccession}', description: '{description}' },
  sections: [
    {
      id: 'summary',
      label: 'Summary',
      fields: [
        { label: 'Name', kind: 'text', path: 'name' },
        { label: 'TAIR Accession', kind: 'text', path: 'tairAccession' },
        {
          label: 'Authors',
          kind: 'commaLinks',
          path: 'authors',
          href: '/person?key={communityId}',
          text: '{firstName} {lastName}',
        },
        { label: 'Description', kind: 'multiline', path: 'description' },
        { label: 'Usage', kind: 'multiline', path: 'usage' },
        // The steps, one per line as written.
        { label: 'Methods', kind: 'multiline', path: 'methods' },
        {
          label: 'Publication',
          kind: 'link',
          path: 'publication',
          href: '/publication?key={referenceId}',
          text: '{title}',
          empty: 'No publications available',
        },
        { label: 'Keywords', kind: 'commaLinks', path: 'keywords', href: '/keyword?key={keywordId}', text: '{keyword}' },
        {
          label: 'Websites',
          kind: 'links',
          path: 'websites',
          href: '{url}',
          text: '{name}',
          external: true,
          empty: 'No external links available',
        },
        { label: 'Date Last Modified', kind: 'text', path: 'dateLastModified', format: 'date' },
      ],
    },
  ],
});
