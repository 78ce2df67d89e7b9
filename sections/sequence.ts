// The nucleotide sequence page (002 §2.3): /sequence?key= only; Sequence, Summary, Publications.
// The spec gives the page no title; 'Sequence: {name}' names it by the sequence's name (usually its accession).
import { publicationSummaryColumns } from './shared/columns';
import { defineRecordType } from './shared/defineRecordType';
import type { Sequence } from '../schemas/sequence';

export default defineRecordType<Sequence>()({
  type: 'sequence',
  apiType: 'sequence',
  route: '/sequence',
  lookups: { key: true },
  title: { text: 'Sequence: {name}', premium: true },
  structuredData: { type: 'Thing', name: '{name}', description: '{nucleotideSequenceType} sequence {name}' },
  sections: [
    {
      id: 'sequence',
      label: 'Sequence',
      fields: [
        {
          label: 'Nucleotide Sequence',
          kind: 'sequence',
          path: 'sequence',
          sequenceType: 'sequence',
          fastaHeader: '{name} {nucleotideSequenceType}',
          empty: 'No Sequence available',
        },
      ],
    },
    {
      id: 'summary',
      label: 'Summary',
      fields: [
        { label: 'Name', kind: 'text', path: 'name' },
        { label: 'TAIR Object ID', kind: 'text', path: 'tairObjectId' },
        { label: 'Sequence Type', kind: 'text', path: 'nucleotideSequenceType' },
        // 002 §7: accessions link to the nucleotide database.
        {
          label: 'GenBank Accession',
          kind: 'link',
          path: 'icAccession',
          href: 'https://www.ncbi.nlm.nih.gov/nucleotide/{$}',
          external: true,
        },
        { label: 'Length (bp)', kind: 'text', path: 'length', format: 'number' },
        { label: 'Date Last Modified', kind: 'text', path: 'dateLastModified', format: 'date' },
      ],
    },
    {
      id: 'publications',
      label: 'Publications',
      fields: [
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
