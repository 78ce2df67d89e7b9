// The clone page (002 §2.3): /clone?key= or ?name= (upper-cased); titled 'Clone', one section.
import { defineRecordType } from './shared/defineRecordType';
import type { Clone } from '../schemas/clone';
import { attributionColumns, flatMapAssignmentColumns, stockDetailColumns } from './shared/recordColumns';

export default defineRecordType<Clone>()({
  type: 'clone',
  apiType: 'clone',
  route: '/clone',
  lookups: { key: true, name: { upperCase: true } },
  title: { text: 'Clone', premium: true },
  structuredData: { type: 'Thing', name: '{name}', identifier: 'Clone:{tairObjectId}' },
  // 002 §2.3 titles the page 'Clone' alone: the clone's own name goes on the line under it.
  summary: { nameLine: ['{name}'] },
  sections: [
    {
      id: 'summary',
      label: 'Summary',
      fields: [
        { label: 'Name', kind: 'text', path: 'name' },
        { label: 'Aliases', kind: 'stringList', path: 'aliases', inline: true, empty: 'No Alias Available' },
        { label: 'TAIR Accession', kind: 'link', path: 'tairObjectId', href: '/clone?key={$}', text: 'Clone:{$}' },
        { label: 'Chromosome', kind: 'text', path: 'chromosome' },
        { label: 'Insert Type', kind: 'text', path: 'parentClone.insertType' },
        // 002 §3: an insert size of 0 means it is not known.
        { label: 'Insert Size (bp)', kind: 'text', path: 'parentClone.insertSize', format: 'insertSize' },
        { label: 'Species', kind: 'text', path: 'taxon.scientificName' },
        { label: 'Accession', kind: 'link', path: 'taxon.originalName', href: '/ecotype?key={^taxon.speciesVariantId}' },
        { label: 'Gene Model', kind: 'link', path: 'gene.geneName', href: '/gene?key={^gene.geneId}' },
        { label: 'Locus', kind: 'link', path: 'gene.locusName', href: '/locus?key={^gene.locusId}' },
        { label: 'Relationship to Gene', kind: 'text', path: 'gene.relationshipType' },
        {
          label: 'Vectors',
          kind: 'table',
          path: 'vectorDetails',
          columns: [
            { header: 'Vector', path: 'name', href: '/vector?key={vectorId}' },
            { header: 'Vector Type', path: 'vectorType' },
            { header: 'Description', path: 'description' },
          ],
        },
        {
          label: 'Host Strain',
          kind: 'link',
          path: 'hostStrain',
          href: '/hoststrain?key={hostStrainId}',
          text: '{genus} {species} {originalName}',
        },
        { label: 'Antibiotic Selection', kind: 'text', path: 'antibioticSelection' },
        { label: 'Stocks', kind: 'table', path: 'stockDetails', empty: 'No stock entries available', columns: stockDetailColumns },
        {
          label: 'Sequences',
          kind: 'table',
          path: 'sequences',
          empty: 'No sequences available',
          columns: [
            {
              header: 'GenBank Accession',
              path: 'icAccession',
              href: 'https://www.ncbi.nlm.nih.gov/nucleotide/{icAccession}',
              external: true,
            },
            { header: 'Sequence Type', path: 'nucleotidesequenceType' },
            { header: 'Sequence Class', path: 'sequenceClass' },
            { header: 'Source', path: 'organizationName' },
            { header: 'Date', path: 'attributionDate', format: 'date' },
          ],
        },
        {
          label: 'Map Locations',
          kind: 'table',
          path: 'globalAssignments',
          empty: 'No Map Locations available',
          columns: flatMapAssignmentColumns,
        },
        { label: 'Comments', kind: 'comments', path: 'comments', empty: 'No comments available' },
        { label: 'Attributions', kind: 'table', path: 'attributions', empty: 'No Attributions available', columns: attributionColumns },
        { label: 'Date Last Modified', kind: 'text', path: 'dateLastModified', format: 'date' },
      ],
    },
  ],
});
