// Every advanced search form, found in configs/: a file there that defines a form (defineSearchForm) is one, at the
// route of its file name, /search/{path}, with the routes its presetRoutes add. Only what the route table needs
// (path, presetRoutes) is in the first download, read from each file's source by scripts/build/searchFormIdentity.ts;
// the config itself loads with its page, and the Search overview reads the overview entries (overview/searchAreas.ts).
import type { SearchFormConfig, SearchFormIdentity } from './formConfig';

export interface SearchFormEntry {
  /** /search/{path} */
  path: string;
  load: () => Promise<{ searchForm: SearchFormConfig }>;
  /** Values a preset route starts the form on instead of the config's defaults (/search/vector). */
  presets?: Readonly<Record<string, string>>;
}

type LoadableIdentity = Pick<SearchFormIdentity, 'path' | 'presetRoutes'> & Pick<SearchFormEntry, 'load'>;

const identities = import.meta.glob<LoadableIdentity | null>(['./configs/*.ts', '!./configs/*.test.ts', '!./configs/*.*Support.ts'], {
  query: '?search-form-identity',
  import: 'default',
  eager: true,
});

const pathOfConfigFile = (file: string) => file.slice('./configs/'.length, -'.ts'.length);

export const searchFormEntries: readonly SearchFormEntry[] = Object.entries(identities).flatMap(([file, identity]) => {
  if (!identity) return [];
  if (identity.path !== pathOfConfigFile(file)) {
    throw new Error(`search/forms/configs/${pathOfConfigFile(file)}.ts must have the path '${pathOfConfigFile(file)}', not '${identity.path}'.`);
  }
  const { load } = identity;
  return [
    { path: identity.path, load },
    ...(identity.presetRoutes ?? []).map(({ path, presets }) => ({ path, load, presets })),
  ];
});
