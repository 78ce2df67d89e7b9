// The analysis reference page (002 §2.3): /analysisreference?key=; Summary and External Links. An analysis
// reference is the computational analysis that annotations cite instead of a publication.
// The spec gives the page no title; 'Analysis Reference: {name}' follows the other record pages' titles.
import { defineRecordType } from './shared/defineRecordType';
import type { AnalysisReference } from '../schemas/analysisReference';

export default defineRecordType<AnalysisReference>()({
  type: 'analysisreference',
  noun: 'analysis reference',
  apiType: 'analysisreference',
  route: '/analysisreference',
  lookups: { key: true },
  title: { text: 'Analysis Reference: {name}', premium: true },
  structuredData: { type: 'CreativeWork', name: '{name}', description: '{description}', properties: { version: '{version}' } },
  sections: [
    {
      id: 'summary',
      label: 'Summary',
      fields: [
        { label: 'Name', kind: 'text', path: 'name' },
        { label: 'Description', kind: 'multiline', path: 'description' },
        { label: 'Program', kind: 'text', path: 'programName' },
        { label: 'Software Function', kind: 'text', path: 'softwareFunction' },
        { label: 'Parameters', kind: 'multiline', path: 'parameters' },
        { label: 'Output Criteria', kind: 'multiline', path: 'outputDefinitionCriteria' },
        { label: 'Date Run', kind: 'text', path: 'dateRun', format: 'date' },
        // 'T' / 'F' (or true / false) shown as Yes / No.
        { label: 'Reads Nucleotide Sequences', kind: 'text', path: 'isNucleotide', format: 'yesNo' },
        { label: 'Reads Peptide Sequences', kind: 'text', path: 'isPeptide', format: 'yesNo' },
        { label: 'Source', kind: 'text', path: 'source' },
        { label: 'Author', kind: 'text', path: 'author' },
        { label: 'Version', kind: 'text', path: 'version' },
        { label: 'Date Released', kind: 'text', path: 'dateReleased', format: 'date' },
      ],
    },
    {
      id: 'external-links',
      label: 'External Links',
      fields: [
        {
          label: 'Websites',
          kind: 'links',
          path: 'websites',
          href: '{url}',
          text: '{name}',
          external: true,
          empty: 'No external links available',
        },
      ],
    },
  ],
});
