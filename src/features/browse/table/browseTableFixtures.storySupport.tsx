// Rows for the browse table's stories and tests: transposon families as the browse page lists them, with the
// awkward values a table must sort well (mixed case, empty names and counts, counts that sort wrong as text).
import type { BrowseColumn } from './browseColumn';
import { BrowseLink, browseHref } from './BrowseLink';

export interface FamilyRow {
  id: string;
  name: string;
  super_family: string | null;
  num_elements: number | null;
}

export const familyColumns: BrowseColumn<FamilyRow>[] = [
  { id: 'name', header: 'Family Name', kind: 'text', value: (row) => row.name, cell: (row) => <BrowseLink to={browseHref('/transposonfamily', 'key', row.id)}>{row.name}</BrowseLink> },
  { id: 'super_family', header: 'Super Family', kind: 'text', value: (row) => row.super_family },
  { id: 'num_elements', header: 'Number of Transposable Elements', kind: 'number', value: (row) => row.num_elements },
];

export const sortFamilies: FamilyRow[] = [
  { id: '1', name: 'ATCOPIA78', super_family: 'LTR/Copia', num_elements: 10 },
  { id: '2', name: 'atgp1', super_family: null, num_elements: 9 },
  { id: '3', name: 'VANDAL3', super_family: 'DNA/MuDR', num_elements: null },
  { id: '4', name: 'ATENSPM3', super_family: 'dna/En-Spm', num_elements: 100 },
  { id: '5', name: 'Athila2', super_family: 'LTR/Gypsy', num_elements: 1000 },
];

/** `count` families named FAMILY001…, so a page's first and last rows say which page it is. */
export const manyFamilies = (count: number): FamilyRow[] =>
  Array.from({ length: count }, (_, index) => {
    const n = String(index + 1).padStart(3, '0');
    return { id: `f${n}`, name: `FAMILY${n}`, super_family: index % 2 ? 'LTR/Copia' : 'DNA/MuDR', num_elements: index + 1 };
  });
