// The clone end page (002 §2.3): /cloneend?key= or ?accession=; titled 'Clone End Detail', one section.
import { defineRecordType } from './shared/defineRecordType';
import type { CloneEnd } from '../schemas/cloneEnd';
import { attributionColumns, flatMapAssignmentColumns } from './shared/recordColumns';
import { stockCentrePage } from './shared/externalPages';

export default defineRecordType<CloneEnd>()({
  type: 'cloneend',
  noun: 'clone end',
  apiType: 'cloneend',
  route: '/cloneend',
  lookups: { key: true, accession: {} },
  title: { text: 'Clone End Detail', premium: true },
  structuredData: { type: 'Thing', name: '{name}', identifier: 'CloneEnd:{tairObjectId}' },
  sections: [
    {
      id: 'summary',
      label: 'Summary',
      fields: [
        { label: 'Name', kind: 'text', path: 'name' },
        { label: 'TAIR Accession', kind: 'link', path: 'tairObjectId', href: '/cloneend?key={$}', text: 'CloneEnd:{$}' },
        { label: 'End Type', kind: 'text', path: 'cloneEndType' },
        { label: 'Chromosome', kind: 'text', path: 'chromosome' },
        { label: 'Locus', kind: 'link', path: 'locus.locusName', href: '/locus?key={^locus.locusId}' },
        { label: 'Clone', kind: 'link', path: 'clones.name', href: '/clone?key={^clones.cloneId}' },
        { label: 'Clone Vector Type', kind: 'text', path: 'clones.vectorType' },
        { label: 'Insert Type', kind: 'text', path: 'clones.insertType' },
        {
          label: 'Clone Stock',
          kind: 'link',
          path: 'clones.stockName',
          href: stockCentrePage('{$}'),
          external: true,
        },
        {
          label: 'Sequences',
          kind: 'table',
          path: 'sequences',
          empty: 'No sequences available',
          columns: [
            { header: 'Sequence Type', path: 'nucleotideSequenceType' },
            { header: 'Source', path: 'source' },
          ],
        },
        {
          label: 'Map Details',
          kind: 'table',
          path: 'globalAssignmentDetails',
          empty: 'No map details found',
          columns: flatMapAssignmentColumns,
        },
        {
          label: 'Publications',
          kind: 'table',
          path: 'publications',
          empty: 'No publications available',
          defaultSort: { column: 'publicationYear', direction: 'desc' },
          columns: [
            { header: 'Title', path: 'title', href: '/publication?key={referenceId}' },
            { header: 'Source', path: 'sourceName' },
            { header: 'Year', path: 'publicationYear' },
          ],
        },
        { label: 'Comments', kind: 'comments', path: 'comments', empty: 'No comments available' },
        { label: 'Attributions', kind: 'table', path: 'attributions', empty: 'No Attributions available', columns: attributionColumns },
        { label: 'Date Last Modified', kind: 'text', path: 'dateLastModified', format: 'date' },
      ],
    },
  ],
});
