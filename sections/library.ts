// The library page (002 §2.3): /library?key= only; one section, Summary, for a clone library.
// The spec gives the page no title; 'Library: {name}' names it by the library, as the other record pages do.
import { defineRecordType } from './shared/defineRecordType';
import type { Library } from '../schemas/library';
import { attributionColumns } from './shared/recordColumns';
import { legacyObjectPage, stockCentrePage } from './shared/externalPages';

export default defineRecordType<Library>()({
  type: 'library',
  apiType: 'library',
  route: '/library',
  lookups: { key: true },
  title: { text: 'Library: {name}', premium: true },
  structuredData: { type: 'Thing', name: '{name}', identifier: '{tairAccession}', description: '{description}' },
  sections: [
    {
      id: 'summary',
      label: 'Summary',
      fields: [
        { label: 'Name', kind: 'text', path: 'name' },
        { label: 'Aliases', kind: 'stringList', path: 'aliases', inline: true, empty: 'No Alias Available' },
        { label: 'TAIR Accession', kind: 'text', path: 'tairAccession' },
        { label: 'Date Last Modified', kind: 'text', path: 'dateLastModified', format: 'date' },
        { label: 'Description', kind: 'text', path: 'description' },
        { label: 'Abbreviation', kind: 'text', path: 'abbreviation', help: 'The prefix of the names of the clones in the library' },
        { label: 'Insert Type', kind: 'text', path: 'insertType' },
        { label: 'Insert Size Range', kind: 'text', path: 'insertSizeRange' },
        // 002 §3 Library: two restriction enzymes are shown, each opening its page on the legacy site (002 §7).
        {
          label: 'Restriction Enzymes',
          kind: 'commaLinks',
          derive: 'libraryRestrictionEnzymes',
          href: legacyObjectPage('restrictionenzyme', '{id}'),
          text: '{name}',
          external: true,
        },
        {
          label: 'Stocks',
          kind: 'table',
          path: 'stocks',
          empty: 'No stock entries available',
          columns: [
            { header: 'Stock', path: 'stockName', href: stockCentrePage('{stockName}'), external: true },
            { header: 'Stock Type', path: 'stockType' },
          ],
        },
        { label: 'Vector', kind: 'link', path: 'vector', href: '/vector?key={vectorId}', text: '{name}' },
        { label: 'Vector Type', kind: 'text', path: 'vector.vectorType' },
        {
          label: 'Host Strains',
          kind: 'table',
          path: 'hostStrains',
          columns: [
            { header: 'Strain', path: 'strainName', href: '/hoststrain?key={hostStrainId}' },
            { header: 'Species', text: '{genus} {species}' },
          ],
        },
        { label: 'Germplasms', kind: 'commaLinks', path: 'germplasms', href: '/germplasm?key={tairObjectId}', text: '{name}', empty: 'No Germplasm available' },
        { label: 'Comments', kind: 'comments', path: 'comments', empty: 'No comments available' },
        { label: 'Attributions', kind: 'table', path: 'attributions', empty: 'No Attributions available', columns: attributionColumns },
      ],
    },
  ],
});
