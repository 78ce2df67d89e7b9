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
];
