// Every advanced search form: its route segment and its config, loaded with the page. Adding a form is a config file
// in configs/ and one line here. `presets` start a route on other values than the config's defaults.
import type { SearchFormConfig } from './formConfig';

export interface SearchFormEntry {
  /** /search/{path} */
  path: string;
  load: () => Promise<{ searchForm: SearchFormConfig }>;
  presets?: Readonly<Record<string, string>>;
}

export const searchFormEntries: readonly SearchFormEntry[] = [
  { path: 'genes', load: () => import('./configs/genes') },
  { path: 'dna', load: () => import('./configs/dna') },
  { path: 'vector', load: () => import('./configs/dna'), presets: { category: 'vector' } },
  { path: 'ecotype', load: () => import('./configs/ecotype') },
  { path: 'germplasm', load: () => import('./configs/germplasm') },
  { path: 'markers', load: () => import('./configs/markers') },
  { path: 'polyallele', load: () => import('./configs/polyallele') },
  { path: 'keyword', load: () => import('./configs/keyword') },
  { path: 'protein', load: () => import('./configs/protein') },
  { path: 'publication', load: () => import('./configs/publication') },
  { path: 'protocol', load: () => import('./configs/protocol') },
  { path: 'community', load: () => import('./configs/community') },
  { path: 'transposon', load: () => import('./configs/transposon') },
];
