// The transposon page (002 §2.3): /transposon?key= only; one section, Summary, for a transposable element.
// The spec gives the page no title; 'Transposon: {name}' names it by the element, as the other record pages do.
import { defineRecordType } from './shared/defineRecordType';
import type { Transposon } from '../schemas/transposon';
import { flatMapAssignmentColumns } from './shared/recordColumns';

export default defineRecordType<Transposon>()({
  type: 'transposon',
  apiType: 'transposon',
  route: '/transposon',
  lookups: { key: true },
  title: { text: 'Transposon: {name}', premium: true },
  structuredData: { type: 'Thing', name: '{name}', description: ['{superFamilyName} transposon of the {familyName} family', 'Transposon of the {familyName} family'] },
  sections: [
    {
      id: 'summary',
      label: 'Summary',
      fields: [
        { label: 'Name', kind: 'text', path: 'name' },
        { label: 'Chromosome', kind: 'text', path: 'chromosome' },
        { label: 'Family', kind: 'link', path: 'familyName', href: '/transposonfamily?key={^familyId}' },
        { label: 'Super Family', kind: 'text', path: 'superFamilyName' },
        {
          label: 'Sequence',
          kind: 'commaLinks',
          path: 'sequence',
          href: '/sequence?key={nucleotideSeqId}',
          text: '{nucleotideSequenceType} sequence',
          empty: 'No Sequence available',
        },
        {
          label: 'Associated Transposable Locus',
          kind: 'commaLinks',
          path: 'associatedTransposable',
          href: '/locus?key={locusId}',
          text: '{locusName}',
          empty: 'No Loci available',
        },
        {
          label: 'Features',
          kind: 'table',
          path: 'transposonFeature',
          columns: [
            { header: 'Feature Type', path: 'assignmentFeatureType' },
            { header: 'Start', path: 'startPosition', format: 'number' },
            { header: 'End', path: 'endPosition', format: 'number' },
          ],
        },
        // The element on the sequence map, on the browser's transposon track.
        {
          label: 'Genome Browser',
          kind: 'genomeBrowser',
          path: 'globalAssignment',
          mapElementType: 'transposon',
          name: 'name',
          empty: 'No map details found',
          // Nothing to draw: the table below says so.
          showIf: { path: 'globalAssignment' },
        },
        { label: 'Map Assignment', kind: 'table', path: 'globalAssignment', empty: 'No map details found', columns: flatMapAssignmentColumns },
      ],
    },
  ],
});
