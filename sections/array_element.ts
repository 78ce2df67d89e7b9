// The array element page (002 §2.3): /array_element?key=, ?id= or ?accession=; Summary, Slides, Experiments,
// Array Designs. The key is the element name lower-cased with spaces as underscores (formatter arrayElementKey,
// for links to this page). 002 §7 resolves an element's id to its key through detail/arrayelement/name (the id is
// the element's name; the server offers no detail/arrayelement/id) and its accession through /accession.
// The spec gives the page no title; 'Array Element: {name}' names it by the probe name.
import { defineRecordType } from './shared/defineRecordType';
import type { ArrayElement } from '../schemas/arrayElement';

// 002 §2.1: a microarray experiment opens at /browse/microarray_experiments/{experiment name}.
const EXPERIMENT_PAGE = '/browse/microarray_experiments/{$|nameOrValue}';

export default defineRecordType<ArrayElement>()({
  type: 'arrayElement',
  noun: 'array element',
  apiType: 'arrayelement',
  route: '/array_element',
  lookups: { key: true, id: { resolveBy: 'name' }, accession: {} },
  title: { text: 'Array Element: {name}', premium: true },
  structuredData: { type: 'Thing', name: '{name}', identifier: 'ArrayElement:{tairObjectId}', description: 'Microarray element ({type})' },
  sections: [
    {
      id: 'summary',
      label: 'Summary',
      fields: [
        { label: 'Name', kind: 'text', path: 'name' },
        { label: 'Type', kind: 'text', path: 'type' },
        // 002 §3: isControl F is shown as No.
        { label: 'Control Element', kind: 'text', path: 'isControl', format: 'yesNo' },
        // The locus arrives as a name or as {name, locusId}; only the second can link by key.
        { label: 'Locus', kind: 'link', path: 'locus', href: '/locus?key={locusId}', text: '{$|nameOrValue}' },
        { label: 'Average Intensity', kind: 'text', path: 'avgIntensity', format: 'number' },
        { label: 'Average Intensity Standard Error', kind: 'text', path: 'avgIntensityStdError', format: 'number' },
        {
          label: 'Probe Sequence',
          kind: 'sequence',
          path: 'sequence',
          sequenceType: 'sequence',
          fastaHeader: '{name}',
          empty: 'No Sequence available',
        },
      ],
    },
    {
      id: 'slides',
      label: 'Slides',
      fields: [
        {
          label: 'Slides',
          kind: 'table',
          path: 'slides',
          empty: 'No slides available',
          columns: [
            { header: 'Slide', path: 'name' },
            { header: 'Signal', path: 'signal', format: 'number' },
            { header: 'Signal Percentile', path: 'signalPercentile', format: 'number' },
            { header: 'Experiment', path: 'experimentName', href: '/browse/microarray_experiments/{experimentName}' },
          ],
        },
      ],
    },
    {
      id: 'experiments',
      label: 'Experiments',
      fields: [
        {
          label: 'Experiments',
          kind: 'table',
          path: 'experiments',
          empty: 'No Experiments available',
          columns: [{ header: 'Experiment', text: '{$|nameOrValue}', href: EXPERIMENT_PAGE }],
        },
      ],
    },
    {
      id: 'array-designs',
      label: 'Array Designs',
      fields: [
        {
          label: 'Array Designs',
          kind: 'table',
          path: 'arrayDesigns',
          empty: 'No Array Designs available',
          columns: [
            { header: 'Array Design', path: 'name' },
            { header: 'Manufacturer', path: 'manufacturer' },
            { header: 'Platform Type', path: 'platformType' },
            { header: 'Number of Spots', path: 'numSpots', format: 'number' },
          ],
        },
      ],
    },
  ],
});
