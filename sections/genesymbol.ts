// The gene class symbol page (002 §2.3): /genesymbol?key= only; Summary, Associated Loci, Attribution.
// The spec gives the page no title; 'Gene Symbol: {symbol}' names it by the symbol, as the browse table does.
import { defineRecordType } from './shared/defineRecordType';
import type { GeneSymbol } from '../schemas/geneSymbol';
import { attributionColumns } from './shared/recordColumns';

export default defineRecordType<GeneSymbol>()({
  type: 'genesymbol',
  noun: 'gene symbol',
  apiType: 'genesymbol',
  route: '/genesymbol',
  lookups: { key: true },
  title: { text: 'Gene Symbol: {symbol}', premium: true },
  structuredData: { type: 'Thing', name: '{symbol}', alternateName: '{descriptiveSymbol}', description: '{description}' },
  sections: [
    {
      id: 'summary',
      label: 'Summary',
      fields: [
        { label: 'Symbol', kind: 'text', path: 'symbol' },
        { label: 'Full Name', kind: 'text', path: 'descriptiveSymbol' },
        { label: 'Description', kind: 'text', path: 'description' },
        { label: 'Has Mutant Phenotype', kind: 'text', path: 'hasMutantPhenotype', format: 'yesNo' },
        { label: 'Mutant Phenotype Class', kind: 'text', path: 'mutantPhenotypeClass' },
        { label: 'Status', kind: 'text', path: 'status' },
        // 002 §2.1: the symbol's type is P (named after a mutant phenotype, hasMutantPhenotype T) or G.
        {
          label: 'Symbol Type',
          kind: 'text',
          path: 'hasMutantPhenotype',
          format: 'geneSymbolType',
          help: 'P: named after a mutant phenotype; G: named after the gene or its product',
        },
        { label: 'Number of Loci', kind: 'text', path: 'associatedLociCount', format: 'associatedLociCount' },
      ],
    },
    {
      id: 'associated-loci',
      label: 'Associated Loci',
      fields: [
        {
          label: 'Associated Loci',
          kind: 'table',
          path: 'associatedLocis',
          empty: 'No Loci available',
          columns: [
            { header: 'Locus', path: 'locusName', href: '/locus?key={locusId}' },
            { header: 'Full Name', path: 'fullName' },
          ],
        },
      ],
    },
    {
      id: 'attribution',
      label: 'Attribution',
      fields: [
        {
          label: 'Attribution',
          kind: 'table',
          path: 'attributions',
          empty: 'No Attribution available',
          columns: attributionColumns,
        },
      ],
    },
  ],
});
