// The genetic marker page (002 §2.3): /marker?key= or ?accession= (a whole number, else the not-found view, 002 §5);
// Summary, Associated Polymorphisms, Associated Nucleotide Sequences, Publications.
// The spec gives the page no title; 'Marker: {markerName}' names it by the marker, as the other record pages do.
// The PCR product lengths and digest patterns a marker reveals are polymorphisms of their own, so they make up the
// Associated Polymorphisms section; the marker's PCR primers (its flank sequences) the nucleotide sequences.
import { publicationSummaryColumns } from './shared/columns';
import { defineRecordType } from './shared/defineRecordType';
import type { Marker } from '../schemas/marker';
import { attributionColumns, flatMapAssignmentColumns } from './shared/recordColumns';
import { legacyObjectPage } from './shared/externalPages';

export default defineRecordType<Marker>()({
  type: 'marker',
  apiType: 'marker',
  route: '/marker',
  lookups: { key: true, accession: { wholeNumber: true, whenInvalid: 'notFound' } },
  title: { text: 'Marker: {markerName}', premium: true },
  structuredData: { type: 'Thing', name: '{markerName}', identifier: '{tairAccession}', description: '{markerType} marker' },
  sections: [
    {
      id: 'summary',
      label: 'Summary',
      fields: [
        { label: 'Name', kind: 'text', path: 'markerName' },
        { label: 'Aliases', kind: 'stringList', path: 'aliases', inline: true, empty: 'No Alias Available' },
        { label: 'TAIR Accession', kind: 'text', path: 'tairAccession' },
        { label: 'Date Last Modified', kind: 'text', path: 'dateLastModified', format: 'date' },
        { label: 'Marker Type', kind: 'text', path: 'markerType' },
        { label: 'Length (bp)', kind: 'text', path: 'length', format: 'number' },
        // 002 §3: isPCRMarker 'T' means the marker is typed by PCR.
        { label: 'PCR Marker', kind: 'text', path: 'isPCRMarker', format: 'yesNo' },
        { label: 'Special Conditions', kind: 'text', path: 'specialConditions' },
        { label: 'Chromosome', kind: 'text', path: 'chromosome' },
        {
          label: 'Associated Loci',
          kind: 'commaLinks',
          path: 'associatedLoci',
          href: '/locus?key={locusId}',
          text: '{name}',
          empty: 'No Loci available',
        },
        {
          label: 'Associated Genes',
          kind: 'table',
          path: 'associatedGene',
          empty: 'No Associated Genes available',
          columns: [
            { header: 'Gene Model', path: 'geneName', href: '/gene?key={geneId}' },
            { header: 'Locus', path: 'locusName', href: '/locus?key={locusId}' },
            { header: 'Association', path: 'associationType' },
          ],
        },
        // The clone a marker was designed from; the response names it only by its type and key. An object no
        // longer in the database is named by its old name instead, without a link.
        {
          label: 'Made From',
          kind: 'link',
          path: 'madeFrom',
          href: '/clone?key={cloneId}',
          text: '{mapElementType} clone',
          showIf: { path: 'madeFrom.cloneId' },
        },
        { label: 'Made From', kind: 'text', path: 'madeFrom.obsoleteName', showIf: { path: 'madeFrom.obsoleteName' } },
        // The marker on the sequence map, on the browser's marker track.
        {
          label: 'Genome Browser',
          kind: 'genomeBrowser',
          path: 'globalAssignments',
          mapElementType: 'genetic_marker',
          name: 'markerName',
          empty: 'No map details found',
          // Nothing to draw: the table below says so.
          showIf: { path: 'globalAssignments' },
        },
        {
          label: 'Map Assignments',
          kind: 'table',
          path: 'globalAssignments',
          empty: 'No map details found',
          columns: flatMapAssignmentColumns,
        },
        { label: 'Comments', kind: 'comments', path: 'comments', empty: 'No comments available' },
        { label: 'Attributions', kind: 'table', path: 'attributions', empty: 'No Attributions available', columns: attributionColumns },
      ],
    },
    {
      id: 'associated-polymorphisms',
      label: 'Associated Polymorphisms',
      fields: [
        {
          label: 'PCR Product Lengths',
          kind: 'table',
          path: 'pcrProductLengths',
          empty: 'No Associated Polymorphisms available',
          columns: [
            { header: 'Polymorphism', path: 'polymorphismName', href: '/polyallele?key={polymorphismId}' },
            { header: 'Ecotype', path: 'abbrevName' },
            { header: 'Product Length (bp)', path: 'productLength', format: 'number' },
          ],
        },
        {
          label: 'Digest Patterns',
          kind: 'table',
          path: 'digestPatterns',
          empty: 'No Associated Polymorphisms available',
          columns: [
            { header: 'Polymorphism', path: 'polymorphismName', href: '/polyallele?key={polymorphismId}' },
            { header: 'Ecotype', path: 'abbrevName' },
            { header: 'Product Length (bp)', path: 'productLength', format: 'number' },
            // 002 §7: restriction enzymes have their pages on the legacy site.
            {
              header: 'Restriction Enzyme',
              path: 'restrictionEnzymeName',
              href: legacyObjectPage('restrictionenzyme', '{restrictionEnzymeId}'),
              external: true,
            },
            { header: 'Fragment Lengths (bp)', path: 'fragmentationLength' },
            { header: 'Sites', path: 'numSites', format: 'number' },
          ],
        },
      ],
    },
    {
      id: 'associated-nucleotide-sequences',
      label: 'Associated Nucleotide Sequences',
      fields: [
        // The PCR primers, written 5' to 3'.
        { label: "Forward Primer (5'–3')", kind: 'text', path: 'flankSequence.sequence1', empty: 'No sequences available' },
        { label: "Reverse Primer (5'–3')", kind: 'text', path: 'flankSequence.sequence2', empty: 'No sequences available' },
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
          columns: publicationSummaryColumns,
        },
      ],
    },
  ],
});
