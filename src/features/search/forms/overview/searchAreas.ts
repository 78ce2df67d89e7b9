// 001 §2.2: the eight areas of the Search overview, in its order, with a sentence on what each form finds: the forms
// whose configs carry an overview entry, by its position. Read from the configs' sources by
// scripts/build/searchFormIdentity.ts into this page's chunk only, not into the route table every page loads.
import type { SearchFormIdentity } from '../formConfig';

export interface SearchArea {
  id: string;
  label: string;
  to: string;
  summary: string;
}

const overviewEntries = import.meta.glob<Pick<SearchFormIdentity, 'path' | 'overview'> | null>(
  ['../configs/*.ts', '!../configs/*.test.ts', '!../configs/*.*Support.ts'],
  { query: '?search-form-overview', import: 'default', eager: true },
);

export const searchAreas: readonly SearchArea[] = Object.values(overviewEntries)
  .flatMap((entry) => (entry?.overview ? [{ path: entry.path, ...entry.overview }] : []))
  .sort((one, other) => one.position - other.position)
  .map(({ path, label, summary }) => ({ id: path, label, to: `/search/${path}`, summary }));
