// The protein page (002 §2.3): /protein?key= only; five sections, the sequence first.
// The spec gives the page no title; 'Protein: {name}' follows the locus page's 'Gene: {name}'.
import { defineRecordType } from './shared/defineRecordType';
import type { Protein } from '../schemas/protein';

export default defineRecordType<Protein>()({
  type: 'protein',
  apiType: 'protein',
  route: '/protein',
  lookups: { key: true },
  title: { text: 'Protein: {name}', premium: true },
  structuredData: { type: 'Protein', name: '{name}', identifier: '{tairAccession}', properties: { taxonomicRange: 'http://purl.obolibrary.org/obo/NCBITaxon_3702' } },
  // Whose protein this is and what it is like, above the sequence: gene model, locus, size, domains, identifiers.
  summary: {
    label: 'Protein at a glance',
    items: [
      { kind: 'value', label: 'Gene Model', path: 'associatedGenes', text: '{name}', href: '/gene?key={geneId}' },
      { kind: 'value', label: 'Locus', path: 'associatedGenes', text: '{associatedLocus.name}', href: '/locus?key={associatedLocus.locusId}' },
      { kind: 'value', label: 'Length', path: 'proteinProperties.length', text: '{$|number} aa' },
      { kind: 'value', label: 'Molecular Weight', path: 'proteinProperties.calculatedMW', text: '{$|number} Da' },
      {
        kind: 'value',
        label: 'Domains',
        path: 'domains',
        text: '{domainDetails.interproName}',
        count: { one: 'domain', other: 'domains' },
        limit: 3,
        wide: true,
      },
      { kind: 'value', label: 'UniProt', path: 'externalIdsList', text: '{uniprotId}', href: 'https://www.uniprot.org/uniprotkb/{uniprotId}', external: true },
      { kind: 'value', label: 'TAIR Accession', path: 'tairAccession' },
    ],
  },
  sections: [
    {
      id: 'sequence',
      label: 'Sequence',
      fields: [
        {
          label: 'Protein Sequence',
          kind: 'sequence',
          path: 'sequence',
          sequenceType: 'protein',
          fastaHeader: '{name} {tairAccession}',
          empty: 'No sequence available',
        },
      ],
    },
    {
      id: 'summary',
      label: 'Summary',
      fields: [
        { label: 'Name', kind: 'text', path: 'name' },
        { label: 'TAIR Accession', kind: 'text', path: 'tairAccession' },
        { label: 'Date Last Modified', kind: 'text', path: 'dateLastModified', format: 'date' },
        {
          label: 'Associated Genes',
          kind: 'table',
          path: 'associatedGenes',
          empty: 'No associated genes available',
          columns: [
            { header: 'Gene Model', path: 'name', href: '/gene?key={geneId}' },
            { header: 'Locus', path: 'associatedLocus.name', href: '/locus?key={associatedLocus.locusId}' },
          ],
        },
        { label: 'Comments', kind: 'comments', path: 'comments', empty: 'No comments available' },
      ],
    },
    {
      id: 'properties',
      label: 'Properties',
      fields: [
        { label: 'Calculated Molecular Weight (Da)', kind: 'text', path: 'proteinProperties.calculatedMW', format: 'number' },
        { label: 'Calculated Isoelectric Point', kind: 'text', path: 'proteinProperties.calculatedPI', format: 'number' },
        { label: 'Length (aa)', kind: 'text', path: 'proteinProperties.length', format: 'number' },
      ],
    },
    {
      id: 'domains',
      label: 'Domains',
      fields: [
        // A picture of the table below it: where on the sequence each domain lies and which overlap.
        {
          label: 'Domain Architecture',
          kind: 'domainArchitecture',
          path: 'domains',
          length: 'proteinProperties.length',
          start: 'startPosition',
          end: 'endPosition',
          text: '{domainDetails.interproName}',
          href: 'https://www.ebi.ac.uk/interpro/entry/InterPro/{domainDetails.interproAccession}',
          note: '{domainDetails.proteindomainType} {domainDetails.proteinDomainAccession}',
          empty: 'No domains available',
          // Nothing to draw: the table below says so.
          showIf: { path: 'domains' },
        },
        {
          label: 'Protein Domains',
          kind: 'table',
          path: 'domains',
          empty: 'No domains available',
          defaultSort: { column: 'startPosition', direction: 'asc' },
          columns: [
            { header: 'Start', path: 'startPosition', format: 'number' },
            { header: 'End', path: 'endPosition', format: 'number' },
            {
              header: 'InterPro Accession',
              path: 'domainDetails.interproAccession',
              href: 'https://www.ebi.ac.uk/interpro/entry/InterPro/{domainDetails.interproAccession}',
              external: true,
            },
            { header: 'InterPro Name', path: 'domainDetails.interproName' },
            { header: 'Type', path: 'domainDetails.proteindomainType' },
            // The member database's accession and description read under the row; the InterPro entry is beside it.
            { header: 'Domain Accession', path: 'domainDetails.proteinDomainAccession', detail: true },
            { header: 'Description', path: 'domainDetails.description', detail: true },
          ],
        },
      ],
    },
    {
      id: 'external-links',
      label: 'External Links',
      fields: [
        {
          label: 'UniProt',
          kind: 'commaLinks',
          path: 'externalIdsList',
          href: 'https://www.uniprot.org/uniprotkb/{uniprotId}',
          text: '{uniprotId}',
          external: true,
          empty: 'No external ids available',
        },
        {
          label: 'GenBank GI',
          kind: 'commaLinks',
          path: 'externalIdsList',
          href: 'https://www.ncbi.nlm.nih.gov/protein/{genbankGi}',
          text: '{genbankGi}',
          external: true,
          empty: 'No external ids available',
        },
        {
          label: 'Other Link',
          kind: 'link',
          path: 'link',
          href: '{baseUrl}{urlVariable}',
          text: '{webSiteName}',
          external: true,
          empty: 'No external links available',
        },
      ],
    },
  ],
});
