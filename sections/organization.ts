// The organization page (002 §2.3): /organization?key= (the organization's community id); one section, Summary.
// The spec gives the page no title; 'Organization: {name}' follows the other record pages' titles.
// 002 §6: 'Update Record' is offered only to a person affiliated with the organization or to a curator.
import { defineRecordType } from './shared/defineRecordType';
import type { Organization } from '../schemas/organization';

export default defineRecordType<Organization>()({
  type: 'organization',
  apiType: 'organization',
  route: '/organization',
  lookups: { key: true },
  title: { text: 'Organization: {name}', premium: true },
  structuredData: { type: 'Organization', name: '{name}', description: ['{organizationType} organization in {city}, {country}', '{organizationType} organization'] },
  sections: [
    {
      id: 'summary',
      label: 'Summary',
      fields: [
        {
          label: 'Update Record',
          kind: 'link',
          path: 'communityId',
          href: '/edit/organization?key={$}',
          text: 'Update Record',
          showTo: { curators: true, membersOf: 'communityId' },
        },
        { label: 'Name', kind: 'text', path: 'name' },
        { label: 'Organization Type', kind: 'text', path: 'organizationType' },
        // Stored with a backslash between lines (000 §5): one line each.
        { label: 'Address', kind: 'multiline', path: 'address', separator: '\\' },
        { label: 'City', kind: 'text', path: 'city' },
        { label: 'State', kind: 'text', path: 'region' },
        { label: 'Postal Code', kind: 'text', path: 'postalCode' },
        { label: 'Country', kind: 'text', path: 'country' },
        // 002 §9: phone types are work and fax.
        { label: 'Phone', kind: 'stringList', path: 'phones', text: '{phoneNumber} ({phoneType})' },
        { label: 'Websites', kind: 'links', path: 'websites', href: '{url}', text: '{url}', external: true, empty: 'No external links available' },
        {
          label: 'Affiliated People',
          kind: 'table',
          path: 'affiliations',
          columns: [
            { header: 'Name', text: '{firstName} {lastName}', href: '/person?key={personId}' },
            { header: 'Principal Investigator', path: 'isPi', format: 'yesNo' },
            { header: 'Job Title', path: 'jobTitle' },
          ],
        },
        { label: 'Date Last Updated', kind: 'text', path: 'dateLastUpdated', format: 'date' },
      ],
    },
  ],
});
