// The transposon family page (002 §2.3): /transposonfamily?key= only; one section, Summary, with the family's
// elements. The browse page of transposon families (002 §2.1) links here.
// The spec gives the page no title; 'Transposon Family: {transposonFamilyName}' names it by the family.
import { defineRecordType } from './shared/defineRecordType';
import type { TransposonFamily } from '../schemas/transposonFamily';

export default defineRecordType<TransposonFamily>()({
  type: 'transposonfamily',
  noun: 'transposon family',
  apiType: 'transposonfamily',
  route: '/transposonfamily',
  lookups: { key: true },
  title: { text: 'Transposon Family: {transposonFamilyName}', premium: true },
  structuredData: { type: 'Thing', name: '{transposonFamilyName}', description: '{superFamilyName} transposon family' },
  sections: [
    {
      id: 'summary',
      label: 'Summary',
      fields: [
        { label: 'Family Name', kind: 'text', path: 'transposonFamilyName' },
        { label: 'Super Family', kind: 'text', path: 'superFamilyName' },
        { label: 'Date Last Updated', kind: 'text', path: 'dateLastUpdated', format: 'date' },
        {
          label: 'Associated Transposons',
          kind: 'table',
          path: 'associatedTransposons',
          empty: 'No Associated Transposons found',
          columns: [
            { header: 'Transposon', path: 'name', href: '/transposon?key={transposonId}' },
            { header: 'Chromosome', path: 'chromosome' },
            { header: 'Start', path: 'start', format: 'number' },
            { header: 'End', path: 'end', format: 'number' },
          ],
        },
      ],
    },
  ],
});
