// The host strain page (002 §2.3): /hoststrain?key= only; one section, Summary. A host strain is the bacterial
// strain that carries clones, vectors and libraries.
// The spec gives the page no title; 'Host Strain: {name}' names it by the strain, as the other record pages do.
import { defineRecordType } from './shared/defineRecordType';
import type { HostStrain } from '../schemas/hostStrain';
import { attributionColumns } from './shared/recordColumns';

export default defineRecordType<HostStrain>()({
  type: 'hoststrain',
  noun: 'host strain',
  apiType: 'hoststrain',
  route: '/hoststrain',
  lookups: { key: true },
  title: { text: 'Host Strain: {name}', premium: true },
  structuredData: { type: 'Thing', name: '{name}', identifier: '{tairAccession}', description: 'Host strain {name}: {genotype}' },
  sections: [
    {
      id: 'summary',
      label: 'Summary',
      fields: [
        { label: 'Name', kind: 'text', path: 'name' },
        { label: 'TAIR Accession', kind: 'text', path: 'tairAccession' },
        { label: 'Date Last Modified', kind: 'text', path: 'dateLastModified', format: 'date' },
        { label: 'Species', kind: 'stringList', path: 'taxons', text: '{genus} {species}' },
        { label: 'Genotype', kind: 'text', path: 'genotype' },
        { label: 'Media', kind: 'text', path: 'media' },
        { label: 'Comments', kind: 'comments', path: 'comments', empty: 'No comments available' },
        { label: 'Attributions', kind: 'table', path: 'attributions', empty: 'No Attributions available', columns: attributionColumns },
      ],
    },
  ],
});
