// The vector page (002 §2.3): /vector?key= only; one section, Summary.
// The spec gives the page no title; 'Vector: {name}' names it by the vector, as the other record pages do.
// The response names each image of a vector (usually its map) but carries no picture address, so the images are
// listed by name and description, each name opening the image's page on the legacy site (as on germplasm pages).
import { defineRecordType } from './shared/defineRecordType';
import type { Vector } from '../schemas/vector';
import { attributionColumns, stockDetailColumns } from './shared/recordColumns';
import { legacyObjectPage } from './shared/externalPages';

const LEGACY_IMAGE_PAGE = legacyObjectPage('image', '{imageId}');

export default defineRecordType<Vector>()({
  type: 'vector',
  apiType: 'vector',
  route: '/vector',
  lookups: { key: true },
  title: { text: 'Vector: {name}', premium: true },
  structuredData: { type: 'Thing', name: '{name}', description: '{description}' },
  sections: [
    {
      id: 'summary',
      label: 'Summary',
      fields: [
        { label: 'Name', kind: 'text', path: 'name' },
        { label: 'Vector Type', kind: 'text', path: 'vectorType' },
        { label: 'Description', kind: 'text', path: 'description' },
        { label: 'Host Strain', kind: 'link', path: 'hostStrain', href: '/hoststrain?key={hostStrainId}', text: '{originalName}' },
        { label: 'Promoter', kind: 'text', path: 'promoterName' },
        { label: 'Promoter Information', kind: 'text', path: 'promoterInfo' },
        { label: 'Antibiotic Resistance', kind: 'text', path: 'antibioticResistance' },
        { label: 'Libraries', kind: 'commaLinks', path: 'libraryVectors', href: '/library?key={libraryId}', text: '{name}' },
        {
          label: 'Images',
          kind: 'table',
          path: 'imageDetails',
          empty: 'No images available',
          columns: [
            { header: 'Image', path: 'name', href: LEGACY_IMAGE_PAGE, external: true },
            { header: 'Description', path: 'description' },
          ],
        },
        {
          label: 'Stocks',
          kind: 'table',
          path: 'stockDetails',
          empty: 'No stock entries available',
          help: 'Stock numbers open the stock centre’s page; available stocks can be ordered there.',
          columns: stockDetailColumns,
        },
        { label: 'Attributions', kind: 'table', path: 'attributions', empty: 'No Attributions available', columns: attributionColumns },
      ],
    },
  ],
});
