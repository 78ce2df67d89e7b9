// The gene (gene model) page (002 §2.3): /gene?key=, ?name= (upper-cased) or ?accession=; ten sections.
// 002 §9: the gene page lists all items (no 15-row limit as on the locus page).
import { defineRecordType } from './shared/defineRecordType';
import type { Gene } from '../schemas/gene';
import { geneOntologyColumns, germplasmColumns, mapLocationColumns } from './shared/columns';

export default defineRecordType<Gene>()({
  type: 'gene',
  apiType: 'gene',
  route: '/gene',
  lookups: { key: true, name: { upperCase: true }, accession: {} },
  title: { text: '{name}', documentTitle: '{name}', helpHref: '/help', premium: true },
  structuredData: {
    type: 'Gene',
    name: '{name}',
    identifier: '{tairAccession}',
    description: '{description}',
    alternateName: '{primarySymbol}',
    properties: { taxonomicRange: 'http://purl.obolibrary.org/obo/NCBITaxon_3702' },
  },
  // Who this gene model is, above the sections: its symbols, what it does, where it lies, its locus and protein.
  summary: {
    label: 'Gene model at a glance',
    items: [
      { kind: 'value', label: 'Primary Symbol', path: 'primarySymbol', emphasis: 'name' },
      { kind: 'value', label: 'Full Name', path: 'symbols', where: { path: 'symbol', sameAs: 'primarySymbol' }, pick: 'first', text: '{fullName}' },
      { kind: 'value', label: 'Description', path: 'description', wide: true },
      { kind: 'value', label: 'Other Symbols', path: 'symbols', where: { path: 'symbol', sameAs: 'primarySymbol', not: true }, text: '{symbol}', limit: 6 },
      {
        kind: 'location',
        label: 'Location',
        derive: 'geneMapLocations',
        pick: 'first',
        chromosome: 'chromosome',
        start: 'startPosition',
        end: 'endPosition',
        // The map location does not say the strand; the features, written 5′ to 3′, do.
        strand: { featureDirection: 'geneFeatures' },
      },
      { kind: 'value', label: 'Gene Model Type', path: 'geneModelType' },
      { kind: 'value', label: 'Locus', path: 'locusName', href: '/locus?key={^locusId}' },
      { kind: 'value', label: 'Protein', path: 'proteinData', text: '{name}', href: '/protein?key={tairObjectId}' },
      { kind: 'value', label: 'TAIR Accession', path: 'tairAccession' },
    ],
  },
  sections: [
    {
      id: 'summary',
      label: 'Summary',
      fields: [
        { label: 'Gene Model', kind: 'text', path: 'name' },
        { label: 'Name Type', kind: 'text', path: 'nameType' },
        { label: 'TAIR Accession', kind: 'text', path: 'tairAccession' },
        { label: 'Locus', kind: 'link', path: 'locusName', href: '/locus?key={^locusId}' },
        { label: 'Gene Model Type', kind: 'text', path: 'geneModelType' },
        { label: 'Primary Symbol', kind: 'text', path: 'primarySymbol', empty: 'No Symbols available' },
        {
          label: 'Symbols',
          kind: 'table',
          path: 'symbols',
          empty: 'No Symbols available',
          columns: [
            { header: 'Symbol', path: 'symbol' },
            { header: 'Full Name', path: 'fullName' },
          ],
        },
        { label: 'Description', kind: 'text', path: 'description' },
        { label: 'Date Last Modified', kind: 'text', path: 'dateLastModified', format: 'date' },
      ],
    },
    {
      id: 'maps',
      label: 'Maps and Mapping Data',
      fields: [
        {
          label: 'Map Locations',
          kind: 'table',
          derive: 'geneMapLocations',
          empty: 'No Map Locations available',
          columns: mapLocationColumns,
        },
        // 002 §4: 5' UTR, 3' UTR and introns are derived from the ORF and exon features.
        { label: 'Gene Structure', kind: 'geneStructure', derive: 'geneFeatures', empty: 'No Gene Features available' },
        {
          label: 'Gene Features',
          kind: 'table',
          derive: 'geneFeatures',
          empty: 'No Gene Features available',
          columns: [
            { header: 'Feature', path: 'assignmentFeatureType' },
            { header: 'Start', path: 'startPosition', format: 'number' },
            { header: 'End', path: 'endPosition', format: 'number' },
            { header: 'Length (bp)', path: 'length', format: 'number' },
          ],
        },
      ],
    },
    {
      id: 'sequences',
      label: 'Sequences',
      fields: [
        {
          label: 'Nucleotide Sequences',
          kind: 'table',
          path: 'sequence.nucleotideSequences',
          empty: 'No Sequences available',
          columns: [
            { header: 'Sequence Type', path: 'nucleotideSequenceType' },
            { header: 'Accession', path: 'icAccession' },
          ],
        },
      ],
    },
    {
      id: 'protein-data',
      label: 'Protein Data',
      fields: [
        {
          label: 'Proteins',
          kind: 'table',
          path: 'proteinData',
          empty: 'No Protein Data available',
          columns: [
            { header: 'Protein', path: 'name', href: '/protein?key={tairObjectId}' },
            { header: 'Length (aa)', path: 'length', format: 'number' },
            { header: 'Molecular Weight (Da)', path: 'calcMw', format: 'number' },
            { header: 'Isoelectric Point', path: 'calcPi', format: 'number' },
            {
              header: 'Protein Domains',
              path: 'domains',
              href: 'https://www.ebi.ac.uk/interpro/entry/{interproData.accession}',
              text: '{interproData.name}',
              external: true,
              sortable: false,
            },
          ],
        },
      ],
    },
    {
      id: 'expression',
      label: 'Expression',
      fields: [{ label: 'Expression Pattern', kind: 'expressionImage', locusName: 'locusName', empty: 'No RNA Data Found' }],
    },
    {
      id: 'gene-ontology',
      label: 'Gene Ontology',
      fields: [
        {
          label: 'Gene Ontology',
          kind: 'table',
          derive: 'geneGoAnnotations',
          empty: 'No Gene Ontology Annotations available',
          viewAll: {
            text: 'View annotation details',
            always: true,
            // 002 §5: gene ontology searches strip a trailing numeric suffix from the gene name.
            search: {
              storageKey: 'searchParams_go_gene',
              keywordTypes: ['comp', 'func', 'proc'],
              searchType: 'gene_name',
              input: '{^name|stripNumericSuffix}',
            },
          },
          columns: geneOntologyColumns,
        },
        {
          label: 'Plant Ontology',
          kind: 'table',
          derive: 'genePoAnnotations',
          empty: 'No Plant Ontology Annotations available',
          viewAll: {
            text: 'View annotation details',
            always: true,
            search: {
              storageKey: 'searchParams_po_gene',
              keywordTypes: ['grow', 'stru'],
              searchType: 'gene_name',
              input: '{^name|stripNumericSuffix}',
            },
          },
          columns: geneOntologyColumns,
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
          derive: 'geneGermplasms',
          empty: 'No Germplasms found',
          columns: germplasmColumns,
        },
      ],
    },
    {
      id: 'polymorphisms',
      label: 'Polymorphisms',
      fields: [
        {
          label: 'Polymorphisms',
          kind: 'table',
          path: 'polymorphismInfos',
          empty: 'No polymorphisms available',
          columns: [
            { header: 'Polymorphism', path: 'originalName', href: '/polyallele?key={polymorphismId}' },
            { header: 'Type', path: 'polymorphismType' },
            { header: 'Gene Feature Site', path: 'geneFeatureSite' },
            { header: 'Allele Mode', path: 'alleleMode' },
          ],
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
          columns: [
            { header: 'Title', path: 'title', href: '/publication?key={publicationId}' },
            { header: 'Authors', path: 'authors', format: 'authors' },
            { header: 'Source', path: 'pubSource.name' },
            { header: 'Year', path: 'publicationYear' },
          ],
        },
      ],
    },
    {
      id: 'external-links',
      label: 'External Links',
      fields: [
        {
          label: 'External Links',
          kind: 'links',
          path: 'externalLinks',
          href: '{baseUrl}{urlVariable}',
          text: '{webSiteName}',
          external: true,
          empty: 'No external links available',
        },
      ],
    },
  ],
});
