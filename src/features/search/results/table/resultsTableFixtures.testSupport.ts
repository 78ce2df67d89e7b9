import type { ResultColumn, ResultLink, ResultLinkGroup } from './resultColumn';

/** A gene doc as /api/search/gene answers it (the fields the table shows). */
export interface GeneRow {
  id: string;
  gene_name: string;
  other_names: string[];
  description: string;
  gene_model_type: string;
  chromosome: string;
  start: number | null;
}

export const geneColumns: ResultColumn<GeneRow>[] = [
  { id: 'gene_name', header: 'Locus', kind: 'name_link', value: (row) => row.gene_name, href: (row) => `/locus?key=${row.id}` },
  { id: 'other_names', header: 'Other Names', kind: 'name_list', value: (row) => row.other_names },
  { id: 'description', header: 'Description', kind: 'html', value: (row) => row.description, width: '30%' },
  { id: 'gene_model_type', header: 'Gene Model Type', kind: 'text', value: (row) => row.gene_model_type },
  { id: 'chromosome', header: 'Chromosome', kind: 'text', value: (row) => row.chromosome },
  { id: 'start', header: 'Start', kind: 'number', value: (row) => row.start },
];

export const nac001: GeneRow = {
  id: '2200935',
  gene_name: 'AT1G01010',
  other_names: ['NAC001', 'ANAC001', 'NAC domain containing protein 1'],
  description: 'NAC domain containing protein 1; <i>transcription factor</i> of the NAC family.',
  gene_model_type: 'protein_coding',
  chromosome: '1',
  start: 3631,
};

const symbols = ['LHY', 'flc', 'Cca1', 'NAC001', 'ft', 'SOC1', 'ap1', 'Lfy', 'TOC1', 'prr7'];
const types = ['protein_coding', 'pseudogene', 'miRNA', 'transposable_element_gene'];

/**
 * `count` gene rows in AGI order with mixed-case symbols, some empty symbol lists and missing positions, so that
 * case-insensitive sorting and empties-last can be seen on any page.
 */
export function geneRows(count: number): GeneRow[] {
  return Array.from({ length: count }, (_, index) => {
    const chromosome = String((index % 5) + 1);
    const number = String(1010 + index * 10).padStart(5, '0');
    const symbol = symbols[index % symbols.length]!;
    return {
      id: String(2200000 + index),
      gene_name: `AT${chromosome}G${number}`,
      other_names: index % 7 === 3 ? [] : [`${symbol}${index}`],
      description: index % 11 === 5 ? '' : `${symbol} family protein <b>${index}</b>, involved in flowering time control`,
      gene_model_type: types[index % types.length]!,
      chromosome,
      start: index % 13 === 4 ? null : 3631 + ((index * 7919) % 900_000),
    };
  });
}

/** One row holding every cell kind, as the different result categories would fill them. */
export interface KindsRow {
  id: string;
  name: string;
  type: string;
  synonyms: string[];
  loci: ResultLink[];
  models: ResultLinkGroup[];
  description: string;
  length: number;
  submitted: string;
}

export const kindsColumns: ResultColumn<KindsRow>[] = [
  { id: 'name', header: 'Name', kind: 'name_link', value: (row) => row.name, href: (row) => `/germplasm?key=${row.id}` },
  { id: 'type', header: 'Type', kind: 'text', value: (row) => row.type },
  { id: 'synonyms', header: 'Synonyms', kind: 'name_list', value: (row) => row.synonyms },
  { id: 'loci', header: 'Loci', kind: 'name_links', value: (row) => row.loci, href: (_row, item) => `/locus?key=${(item as ResultLink).id}` },
  {
    id: 'models',
    header: 'Gene Models',
    kind: 'name_links_multi',
    value: (row) => row.models,
    href: (_row, item) => `/gene?key=${(item as ResultLink).id}`,
  },
  { id: 'description', header: 'Description', kind: 'html', value: (row) => row.description },
  { id: 'length', header: 'Length', kind: 'number', value: (row) => row.length },
  { id: 'submitted', header: 'Submitted', kind: 'date', value: (row) => row.submitted },
];

export const kindsRows: KindsRow[] = [
  {
    id: '6530298709',
    name: 'SALK_059567',
    type: 'individual_line',
    synonyms: ['flc-3', 'SALK_059567C'],
    loci: [
      { id: '2179864', name: 'AT5G10140' },
      { id: '2000059', name: 'AT1G01060' },
    ],
    models: [
      { label: 'AT5G10140', links: [{ id: '1000430', name: 'AT5G10140.1' }, { id: '1000431', name: 'AT5G10140.2' }] },
      { label: 'AT1G01060', links: [{ id: '1000021', name: 'AT1G01060.1' }] },
    ],
    description: 'T-DNA insertion in <i>FLOWERING LOCUS C</i>; see <a href="/locus?key=2179864">FLC</a>.',
    length: 12345.5,
    submitted: '2026-11-25',
  },
  {
    id: '6530298710',
    name: 'CS3749',
    type: 'set',
    synonyms: [],
    loci: [],
    models: [],
    description: '',
    length: 87,
    submitted: '2003-02-07T00:00:00Z',
  },
];

/** Cells written by someone hostile: every trick DOMPurify must take out before the HTML reaches the page. */
export const hostileRows: GeneRow[] = [
  { ...nac001, id: '1', gene_name: 'AT1G01010', description: '<b>NAC001</b> <script>window.__hacked = true</script>NAC domain' },
  { ...nac001, id: '2', gene_name: 'AT1G01060', description: '<img alt="LHY figure" onerror="window.__hacked = true"><i>LHY</i> clock gene' },
  { ...nac001, id: '3', gene_name: 'AT5G10140', description: '<a href="javascript:window.__hacked = true">FLC</a> <svg onload="window.__hacked = true"></svg><iframe src="https://example.org"></iframe>' },
];
