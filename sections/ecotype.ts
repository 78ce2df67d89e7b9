// The ecotype (species variant) page (002 §2.3): /ecotype?key=; 'Ecotype Detail', one section.
import { defineRecordType } from './shared/defineRecordType';
import type { Ecotype } from '../schemas/ecotype';
import { attributionColumns } from './shared/recordColumns';
import { stockCentrePage } from './shared/externalPages';

export default defineRecordType<Ecotype>()({
  type: 'ecotype',
  apiType: 'ecotype',
  route: '/ecotype',
  lookups: { key: true },
  title: { text: 'Ecotype Detail', premium: true },
  structuredData: { type: 'Thing', name: ['{originalName}', '{abbrName}'], identifier: '{tairAccession}', alternateName: '{abbrName}' },
  sections: [
    {
      id: 'summary',
      label: 'Summary',
      fields: [
        { label: 'Name', kind: 'text', path: 'originalName' },
        { label: 'Abbreviated Name', kind: 'text', path: 'abbrName' },
        { label: 'Aliases', kind: 'stringList', path: 'aliases', inline: true, empty: 'No Alias Available' },
        { label: 'TAIR Accession', kind: 'text', path: 'tairAccession' },
        { label: 'Type', kind: 'text', path: 'speciesVariantType' },
        { label: 'Taxon', kind: 'stringList', path: 'taxon', text: '{genus} {species}' },
        { label: 'Common Name', kind: 'text', path: 'taxon.commonName' },
        { label: 'Taxonomy', kind: 'text', path: 'taxon.taxonomy' },
        { label: 'Collector', kind: 'link', path: 'collector', href: '/person?key={communityId}', text: '{firstName} {lastName}' },
        { label: 'Number of Plants Collected', kind: 'text', path: 'numberOfPlantsCollected', format: 'number' },
        { label: 'Country', kind: 'text', path: 'country' },
        { label: 'Location', kind: 'text', path: 'location' },
        { label: 'Latitude (decimal degrees)', kind: 'text', derive: 'ecotypeLatitude' },
        { label: 'Longitude (decimal degrees)', kind: 'text', derive: 'ecotypeLongitude' },
        { label: 'Altitude (m)', kind: 'text', derive: 'ecotypeAltitude' },
        { label: 'Habitat', kind: 'text', path: 'habitat' },
        { label: 'Average Temperature (°C)', kind: 'text', path: 'averageTemperature', format: 'number' },
        { label: 'Monthly Precipitation (mm)', kind: 'text', path: 'monthlyPrecipitation', format: 'number' },
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
        {
          label: 'Germplasms',
          kind: 'table',
          path: 'germplasms',
          empty: 'No Germplasm available',
          columns: [
            { header: 'Germplasm', path: 'name', href: '/germplasm?key={tairObjectId}' },
            { header: 'Description', path: 'description' },
          ],
        },
        { label: 'Comments', kind: 'comments', path: 'comments', empty: 'No comments available' },
        { label: 'Attributions', kind: 'table', path: 'attributions', empty: 'No Attributions available', columns: attributionColumns },
        { label: 'Date Last Modified', kind: 'text', path: 'dateLastModified', format: 'date' },
      ],
    },
  ],
});
