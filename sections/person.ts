// The person page (002 §2.3): /person?key= (the person's community id); one section, Summary.
// The spec gives the page no title; 'Person: {firstName} {lastName}' follows the other record pages' titles.
// 002 §6: the e-mail address is shown only when the person has chosen to show it (displayEmail 'T').
import { publicationSummaryColumns } from './shared/columns';
import { defineRecordType } from './shared/defineRecordType';
import type { Person } from '../schemas/person';

export default defineRecordType<Person>()({
  type: 'person',
  apiType: 'person',
  route: '/person',
  lookups: { key: true },
  title: { text: 'Person: {firstName} {lastName}', premium: true },
  structuredData: {
    type: 'Person',
    name: ['{firstName} {lastName}', '{lastName}'],
    // The Bioschemas Person profile asks for a description: who the person is and where they work.
    description: ['{firstName} {lastName}, {institutionName}', '{lastName}, {institutionName}'],
    properties: { givenName: '{firstName}', familyName: '{lastName}', sameAs: 'https://orcid.org/{orcidId}' },
  },
  sections: [
    {
      id: 'summary',
      label: 'Summary',
      fields: [
        { label: 'First Name', kind: 'text', path: 'firstName' },
        { label: 'Last Name', kind: 'text', path: 'lastName' },
        { label: 'ORCID iD', kind: 'link', path: 'orcidId', href: 'https://orcid.org/{$}', external: true },
        {
          label: 'E-mail',
          kind: 'link',
          path: 'email',
          href: 'mailto:{$}',
          // displayEmail is 'T' (or true) to show it; 'F', false or nothing hides the field.
          showIf: { path: 'displayEmail' },
        },
        { label: 'Institution', kind: 'text', path: 'institutionName' },
        { label: 'Region', kind: 'text', path: 'region' },
        { label: 'Country', kind: 'text', path: 'country' },
        {
          label: 'Publications',
          kind: 'table',
          path: 'publications',
          empty: 'No publications available',
          defaultSort: { column: 'publicationYear', direction: 'desc' },
          columns: publicationSummaryColumns,
        },
      ],
    },
  ],
});
