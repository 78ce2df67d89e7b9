// The locus page (002 §2.3): /locus?key=, ?name= (upper-cased) or ?accession=; twelve sections.
import { defineRecordType } from './shared/defineRecordType';
import type { Locus } from '../schemas/locus';
import { germplasmColumns, locusAnnotationColumns, mapLocationColumns } from './shared/columns';
import { cloneColumns, locusHistoryColumns, locusPolymorphismColumns, locusProteinColumns, locusPublicationColumns } from './shared/locusColumns';


export default defineRecordType<Locus>()({
  type: 'locus',
  apiType: 'locus',
  route: '/locus',
  // A symbol or other name (/locus?name=LFY) finds its locus too.
  lookups: { key: true, name: { upperCase: true, symbols: true }, accession: {} },
  title: { text: 'Gene: {name}', documentTitle: 'Locus: {name}', obsoletePath: 'isObsolete', helpHref: '/help', premium: true },
  structuredData: {
    type: 'Gene',
    name: '{name}',
    identifier: 'Locus:{tairObjectId}',
    description: '{repGene.description}',
    alternateName: '{repGene.symbol}',
    properties: { taxonomicRange: 'http://purl.obolibrary.org/obo/NCBITaxon_3702' },
  },
  // Who this locus is, above the sections: its name, what it does, where it lies, its gene models and identifiers.
  summary: {
    label: 'Locus at a glance',
    items: [
      { kind: 'value', label: 'Status', showIf: { path: 'isObsolete' }, text: 'Obsolete (no longer in use)', emphasis: 'alert', wide: true },
      // An obsolete locus points on, first thing, to the locus it was merged into.
      {
        kind: 'value',
        label: 'Merged Into',
        showIf: { path: 'isObsolete' },
        path: 'affectedByHistories',
        where: { path: 'updateType', equals: 'merge' },
        text: '{name}',
        href: '/locus?key={tairObjectId}',
      },
      // 002 §4: the primary symbol is the flagged one, which the derivation lists first.
      { kind: 'value', label: 'Primary Symbol', derive: 'locusSymbols', pick: 'first', text: '{name}', emphasis: 'name' },
      { kind: 'value', label: 'Full Name', derive: 'locusSymbols', pick: 'first', text: '{fullName}' },
      { kind: 'value', label: 'Description', path: 'repGene.description', wide: true },
      { kind: 'value', label: 'Other Symbols', derive: 'locusSymbols', pick: 'rest', text: '{name}', limit: 6 },
      {
        kind: 'location',
        label: 'Location',
        chromosome: 'chromosome',
        start: 'spanStartPosition',
        end: 'spanEndPosition',
        // The strand of the locus on the genome assembly (its AGI map assignment).
        strand: { path: 'globalAssignments', where: { path: 'map.mapType', equals: 'assembly_unit' }, pick: 'first', text: '{orientation}' },
      },
      { kind: 'value', label: 'Gene Model Type', path: 'repGene.geneModelType' },
      {
        kind: 'value',
        label: 'Gene Models',
        derive: 'locusTranscripts',
        text: '{name}',
        href: '/gene?key={geneId}',
        count: { one: 'gene model', other: 'gene models' },
        limit: 4,
      },
      { kind: 'value', label: 'AGI Code', path: 'name' },
      { kind: 'value', label: 'TAIR Accession', path: 'tairObjectId', text: 'Locus:{$}' },
    ],
  },
  // 002 §2.3: the locus page counts a section as in view 280 px from the top.
  scrollSpy: { threshold: 280 },
  sections: [
    {
      id: 'summary',
      label: 'Summary',
      fields: [
        { label: 'Locus', kind: 'text', path: 'name' },
        { label: 'TAIR Accession', kind: 'link', path: 'tairObjectId', href: '/locus?key={^locusId}', text: 'Locus:{$}' },
        { label: 'Representative Gene Model', kind: 'link', path: 'repGene.name', href: '/gene?key={^repGene.geneId}' },
        { label: 'Gene Model Type', kind: 'text', path: 'repGene.geneModelType' },
        { label: 'Description', kind: 'text', path: 'repGene.description' },
        {
          label: 'Symbols',
          kind: 'table',
          derive: 'locusSymbols',
          empty: 'No Symbols available',
          columns: [
            { header: 'Symbol', path: 'name' },
            { header: 'Full Name', path: 'fullName' },
            { header: 'Primary', path: 'primary' },
          ],
        },
        { label: 'Other Names', kind: 'stringList', path: 'otherNames', inline: true, empty: 'No Other Names available' },
        {
          label: 'Associated Transposons',
          kind: 'commaLinks',
          path: 'transposons',
          href: '/transposon?key={transposonId}',
          text: '{name}',
          empty: 'No Associated Transposons found',
        },
        {
          label: 'Locus History',
          kind: 'table',
          derive: 'locusUpdateHistory',
          empty: 'No update history available',
          columns: locusHistoryColumns,
        },
        { label: 'Date Last Modified', kind: 'text', path: 'dateLastModified', format: 'date' },
        { label: 'Comments', kind: 'comments', path: 'comments', empty: 'No comments available' },
      ],
    },
    {
      id: 'transcripts',
      label: 'Transcripts',
      fields: [
        {
          label: 'Gene Models',
          kind: 'table',
          derive: 'locusTranscripts',
          empty: 'No RNA Data Found',
          columns: [
            { header: 'Gene Model', path: 'name', href: '/gene?key={geneId}' },
            { header: 'Gene Model Type', path: 'geneModelType' },
            { header: 'Representative', path: 'representative', format: 'yesNo' },
            { header: 'Splice Variant', path: 'isSpliceVariant', format: 'yesNo' },
          ],
        },
        {
          label: 'Transcript Counts',
          kind: 'table',
          path: 'transcriptCounts',
          empty: 'No RNA Data Found',
          columns: [
            { header: 'Transcript Type', path: 'transcriptType' },
            { header: 'Count', path: 'transcriptCount', format: 'number' },
          ],
        },
      ],
    },
    {
      id: 'maps',
      label: 'Maps and Mapping Data',
      fields: [
        {
          label: 'Genome Browser',
          kind: 'genomeBrowser',
          name: 'name',
          chromosome: 'chromosome',
          start: 'spanStartPosition',
          end: 'spanEndPosition',
          geneType: 'repGene.geneModelType',
          empty: 'No map details found',
        },
        { label: 'Chromosome', kind: 'text', path: 'jbrowseChromosome', empty: 'No map details found' },
        {
          label: 'Map Locations',
          kind: 'table',
          derive: 'locusMapAssignments',
          empty: 'No Map Locations available',
          columns: [
            ...mapLocationColumns,
            { header: 'Orientation', path: 'orientation', format: 'orientation' },
            // What kind of element was mapped, and the maps above this one: in the row's detail, so the table fits.
            { header: 'Map Element Type', path: 'mapElementType', detail: true },
            { header: 'Super Map', path: 'superMaps', detail: true },
          ],
        },
        {
          label: 'Genetic Markers',
          kind: 'table',
          derive: 'locusGeneticMarkers',
          empty: 'No markers available',
          columns: [
            { header: 'Marker', path: 'name', href: '/marker?key={markerId}' },
            { header: 'Type', path: 'type' },
            { header: 'Aliases', path: 'aliases' },
            { header: 'Chromosome', path: 'chromosome' },
            { header: 'Start', path: 'startPosition', format: 'number' },
            { header: 'End', path: 'endPosition', format: 'number' },
            { header: 'Units', path: 'units' },
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
          path: 'nucleotideSequences',
          empty: 'No sequences available',
          columns: [
            { header: 'Sequence', path: 'name', href: '/sequence?key={nucleotideSequenceId}' },
            { id: 'genbank', header: 'GenBank', path: 'name', href: 'https://www.ncbi.nlm.nih.gov/nucleotide/{name}', external: true },
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
          path: 'proteinSequences',
          empty: 'No protein data available',
          columns: locusProteinColumns,
        },
      ],
    },
    {
      id: 'expression',
      label: 'Expression',
      fields: [
        { label: 'Expression Pattern', kind: 'expressionImage', locusName: 'name', empty: 'No RNA Data Found' },
        {
          label: 'Single Channel Array Elements',
          kind: 'commaLinks',
          path: 'singleChannelArrayElements',
          href: '/array_element?key={name|arrayElementKey}',
          text: '{name}',
        },
        {
          label: 'Dual Channel Array Elements',
          kind: 'commaLinks',
          path: 'dualChannelArrayElements',
          href: '/array_element?key={name|arrayElementKey}',
          text: '{name}',
        },
      ],
    },
    {
      id: 'gene-ontology',
      label: 'Gene Ontology',
      fields: [
        {
          label: 'Gene Ontology',
          kind: 'table',
          derive: 'locusGoAnnotations',
          empty: 'No Gene Ontology Annotations available',
          viewAll: {
            text: 'View annotation details',
            always: true,
            search: { storageKey: 'searchParams_go', keywordTypes: ['comp', 'func', 'proc'], searchType: 'locus_name', input: '{^name}' },
          },
          columns: locusAnnotationColumns,
        },
        {
          label: 'Plant Ontology',
          kind: 'table',
          derive: 'locusPoAnnotations',
          empty: 'No Plant Ontology Annotations available',
          viewAll: {
            text: 'View annotation details',
            always: true,
            search: { storageKey: 'searchParams_po', keywordTypes: ['grow', 'stru'], searchType: 'locus_name', input: '{^name}' },
          },
          columns: locusAnnotationColumns,
        },
      ],
    },
    {
      id: 'homology',
      label: 'Homology',
      fields: [
        { label: 'Homologs', kind: 'homologs', locusName: 'name', empty: 'No Panther Gene Family found' },
        {
          label: 'Phylogenetic Tree',
          kind: 'phyloTree',
          href: 'https://phylogenes.arabidopsis.org/search/{^name}',
          text: 'View gene family tree in PhyloGenes',
          when: 'hasPhylogenesPage',
          empty: 'No Panther Gene Family found',
        },
      ],
    },
    {
      id: 'germplasm-and-clones',
      label: 'Germplasm and Clones',
      fields: [
        {
          label: 'Germplasms',
          kind: 'table',
          derive: 'locusGermplasms',
          empty: 'No Germplasms found',
          // 002 §9: at most 15 germplasms, then 'View Complete List'. The complete lists are searches of the results
          // page by this locus's AGI code (search types of docs/search.md: locus_name; publications: loci).
          limit: 15,
          viewAll: { results: { category: 'germplasm', params: { searchTerms: [{ search_type: 'locus_name', search_method: 'exactly', search_input: '{^name}' }] } } },
          columns: germplasmColumns,
        },
        {
          label: 'Clones',
          kind: 'table',
          path: 'clones',
          empty: 'No Clones found',
          limit: 15,
          viewAll: { results: { category: 'dna', params: { category: 'clone', searchTerms: [{ search_type: 'locus_name', search_method: 'exactly', search_input: '{^name}' }] } } },
          columns: cloneColumns,
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
          derive: 'locusPolymorphisms',
          empty: 'No polymorphisms available',
          limit: 15,
          viewAll: { results: { category: 'polyallele', params: { searchTerms: [{ search_type: 'locus_name', search_method: 'exactly', search_input: '{^name}' }] } } },
          columns: locusPolymorphismColumns,
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
          limit: 15,
          viewAll: { results: { category: 'publication', params: { searchTerms: [{ search_type: 'loci', search_method: 'exactly', search_input: '{^name}' }] } } },
          defaultSort: { column: 'publicationYear', direction: 'desc' },
          columns: locusPublicationColumns,
        },
      ],
    },
    {
      id: 'external-links',
      label: 'External Links',
      fields: [
        {
          label: 'External Links',
          kind: 'linkList',
          path: 'externalLinkGroups',
          groupBy: 'type',
          itemsPath: 'links',
          href: '{url}',
          text: '{websiteName}',
          external: true,
          empty: 'No external links available',
        },
      ],
    },
  ],
});
