// The communication page (002 §2.3): /communication?key=; Summary and External Links. A communication is a
// personal communication or curator statement that annotations cite instead of a publication.
// The spec gives the page no title; 'Communication: {name}' follows the other record pages' titles.
import { defineRecordType } from './shared/defineRecordType';
import type { Communication } from '../schemas/communication';

export default defineRecordType<Communication>()({
  type: 'communication',
  apiType: 'communication',
  route: '/communication',
  lookups: { key: true },
  title: { text: 'Communication: {name}', premium: true },
  structuredData: { type: 'CreativeWork', name: '{name}', properties: { author: '{authorName}', dateCreated: '{communicationDate}' } },
  sections: [
    {
      id: 'summary',
      label: 'Summary',
      fields: [
        { label: 'Title', kind: 'text', path: 'name' },
        { label: 'Author', kind: 'text', path: 'authorName' },
        { label: 'Date', kind: 'text', path: 'communicationDate', format: 'date' },
        { label: 'Communication', kind: 'multiline', path: 'communication' },
      ],
    },
    {
      id: 'external-links',
      label: 'External Links',
      fields: [
        {
          label: 'Websites',
          kind: 'links',
          path: 'websites',
          href: '{url}',
          text: '{name}',
          external: true,
          empty: 'No external links available',
        },
      ],
    },
  ],
});
