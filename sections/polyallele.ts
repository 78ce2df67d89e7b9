// The polymorphism (allele) page (002 §2.3): /polyallele?key=, ?name= (upper-cased) or ?accession= (a whole number;
// anything else shows the error view, 002 §5); eight sections. The server calls the type 'polymorphism'.
// 002 §2.3 gives the document title 'Polymorphism: {name}'; the heading says the same.
import { publicationSummaryColumns } from './shared/columns';
import { defineRecordType } from './shared/defineRecordType';
import type { Polymorphism } from '../schemas/polymorphism';
import { attributionColumns, flatMapAssignmentColumns } from './shared/recordColumns';
import { legacyObjectPage } from './shared/externalPages';

// 002 §7: restriction enzymes have pages on the legacy site only.
const LEGACY_RESTRICTION_ENZYME = legacyObjectPage('restrictionenzyme', '{restrictionEnzymeId}');

export default defineRecordType<Polymorphism>()({
  type: 'polyallele',
  noun: 'polymorphism',
  apiType: 'polymorphism',
  route: '/polyallele',
  lookups: { key: true, name: { upperCase: true }, accession: { wholeNumber: true, whenInvalid: 'error' } },
  title: { text: 'Polymorphism: {name}', documentTitle: 'Polymorphism: {name}', premium: true },
  structuredData: { type: 'Thing', name: ['{originalName}', '{name}'], identifier: 'Polymorphism:{polymorphismTairObjectId}', description: '{description}' },
  sections: [
    {
      id: 'summary',
      label: 'Summary',
      fields: [
        { label: 'Name', kind: 'text', path: 'originalName' },
        { label: 'Aliases', kind: 'stringList', path: 'aliases', inline: true, empty: 'No Alias Available' },
        {
          label: 'TAIR Accession',
          kind: 'link',
          path: 'polymorphismTairObjectId',
          href: '/polyallele?key={$}',
          text: 'Polymorphism:{$}',
        },
        { label: 'Type', kind: 'text', path: 'polymorphismType' },
        { label: 'Insertion Type', kind: 'text', path: 'insertionType' },
        { label: 'Construct Type', kind: 'text', path: 'constructType' },
        { label: 'Chromosome', kind: 'text', path: 'chromosome' },
        { label: 'Mutagen', kind: 'text', path: 'mutagen' },
        { label: 'Mutation Site', kind: 'text', path: 'mutationSite' },
        { label: 'Allele Type', kind: 'text', path: 'alleleMode' },
        { label: 'Inheritance', kind: 'text', path: 'inheritance' },
        { label: 'Description', kind: 'text', path: 'description' },
        { label: 'Comments', kind: 'comments', path: 'comments', empty: 'No comments available' },
        { label: 'Attributions', kind: 'table', path: 'attributions', empty: 'No Attributions available', columns: attributionColumns },
        { label: 'Date Last Modified', kind: 'text', path: 'dateLastModified', format: 'date' },
      ],
    },
    {
      id: 'associated-genes',
      label: 'Associated Genes',
      fields: [
        {
          label: 'Associated Genes',
          kind: 'table',
          path: 'associatedGenes',
          empty: 'No Associated Genes available',
          columns: [
            { header: 'Gene Model', path: 'geneModel', href: '/gene?key={geneId}' },
            { header: 'Locus', path: 'locus', href: '/locus?key={locusId}' },
            { header: 'Gene Feature Site', path: 'geneFeatureSite' },
            { header: 'Relationship Type', path: 'relationshipType' },
            { header: 'Map Type', path: 'mapType' },
            { header: 'Description', path: 'description' },
          ],
        },
      ],
    },
    {
      id: 'associated-polymorphisms',
      label: 'Associated Polymorphisms',
      fields: [
        {
          label: 'Associated Polymorphisms',
          help: 'The forms of this polymorphism in other accessions, and the polymorphism they belong to.',
          kind: 'table',
          path: 'tfcPolymorphisms',
          empty: 'No Associated Polymorphisms available',
          columns: [
            {
              header: 'Polymorphism',
              path: 'groupPolymorphismId',
              href: '/polyallele?key={groupPolymorphismId}',
              text: 'Polymorphism:{groupPolymorphismId}',
            },
            { header: 'Type', path: 'polymorphismType' },
            { header: 'Accession', path: 'abbrevName', href: '/ecotype?key={speciesVariantId}' },
            // Which form, in which accession, how long; the sequence and the digest in the row's detail.
            { header: 'Polymorphic Sequence', path: 'polymorphicSequence', detail: true },
            { header: 'Lengths', path: 'lengths' },
            { header: 'Units', path: 'units' },
            { header: 'Restriction Enzyme', path: 'enzymeName', href: LEGACY_RESTRICTION_ENZYME, external: true, detail: true },
            { header: 'Sites', path: 'numSites', format: 'number', detail: true },
            { header: 'Verified', path: 'verified', format: 'yesNo', detail: true },
          ],
        },
      ],
    },
    {
      id: 'genetic-markers',
      label: 'Genetic Markers',
      fields: [
        {
          label: 'Genetic Markers',
          kind: 'table',
          path: 'geneticMarkers',
          empty: 'No markers available',
          columns: [
            { header: 'Marker', path: 'name', href: '/marker?key={tairObjectId}' },
            { header: 'Type', path: 'type' },
            { header: 'Aliases', path: 'aliases', sortable: false },
            { header: 'Chromosome', path: 'chromosome' },
          ],
        },
      ],
    },
    {
      id: 'germplasms',
      label: 'Germplasms',
      fields: [
        {
          label: 'Germplasms',
          kind: 'table',
          path: 'germplasmCollections',
          empty: 'No Germplasm available',
          columns: [
            { header: 'Germplasm', path: 'name', href: '/germplasm?key={tairObjectId}' },
            { header: 'Description', path: 'description' },
          ],
        },
      ],
    },
    {
      id: 'maps',
      label: 'Maps',
      fields: [
        // The polymorphism on the sequence map, on the browser's polymorphism track.
        {
          label: 'Genome Browser',
          kind: 'genomeBrowser',
          path: 'globalAssignments',
          mapElementType: 'polymorphism',
          name: 'name',
          empty: 'No Map Locations available',
          // Nothing to draw: the table below says so.
          showIf: { path: 'globalAssignments' },
        },
        {
          label: 'Map Locations',
          kind: 'table',
          path: 'globalAssignments',
          empty: 'No Map Locations available',
          columns: flatMapAssignmentColumns,
        },
      ],
    },
    {
      id: 'nucleotide-sequences',
      label: 'Associated Nucleotide Sequences',
      fields: [
        {
          label: 'Nucleotide Sequences',
          kind: 'links',
          path: 'associatedNucleotideSequences',
          href: 'https://www.ncbi.nlm.nih.gov/nucleotide/{genBankAccession}',
          text: '{genBankAccession}',
          external: true,
          empty: 'No sequences available',
        },
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
