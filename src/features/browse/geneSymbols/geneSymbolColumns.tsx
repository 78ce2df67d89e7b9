import type { GeneSymbolDoc } from '../browseDocs';
import type { BrowseColumn } from '../table/browseColumn';
import { BrowseLink, browseHref } from '../table/BrowseLink';

/** 002 §2.1: type T (a mutant phenotype) is shown as P, any other as G. */
export const symbolType = (type: string | null) => (type === 'T' ? 'P' : 'G');

export const geneSymbolColumns: BrowseColumn<GeneSymbolDoc>[] = [
  {
    id: 'symbol',
    header: 'Symbol',
    kind: 'text',
    value: (row) => row.symbol,
    cell: (row) => <BrowseLink to={browseHref('/genesymbol', 'key', row.id)}>{row.symbol}</BrowseLink>,
  },
  { id: 'full_name', header: 'Symbol Full name', kind: 'text', value: (row) => row.fullName },
  { id: 'type', header: 'Type', kind: 'text', value: (row) => symbolType(row.type) },
  { id: 'status', header: 'Status', kind: 'text', value: (row) => row.status },
  {
    id: 'reference',
    header: 'Reference',
    kind: 'text',
    value: (row) => row.reference?.name,
    cell: (row) => (row.reference ? <BrowseLink to={browseHref('/publication', 'key', row.reference.id)}>{row.reference.name}</BrowseLink> : null),
  },
  {
    id: 'contact',
    header: 'Contact',
    kind: 'text',
    value: (row) => row.contact?.name,
    cell: (row) => (row.contact ? <BrowseLink to={browseHref('/community', 'key', row.contact.id)}>{row.contact.name}</BrowseLink> : null),
  },
  { id: 'submitted', header: 'Submitted', kind: 'text', value: (row) => row.submitted },
];
