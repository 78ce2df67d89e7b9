// The one registry of record types is the set of configs in sections/: a config file's name is its route, and the
// config says its API type and lookups. Every list of record types (the app's pages, the response schemas, the mock
// handlers, the server's detail and lookup calls, the demo dataset) is derived from those configs by the rules here,
// on the client through import.meta.glob and in Node by reading the folders (data/recordTypes.ts). Plain rules that
// import nothing but each other's types: the browser, the server and the scripts all use them.
import type { RecordLookups } from './recordAddress';

/** What the registry reads from a config: who the record type is and how its records are found. */
export interface RecordIdentity {
  route: string;
  apiType: string;
  lookups: RecordLookups;
}

/** Modules of sections/ that are not configs; every other sections/*.ts is one. */
export const NOT_CONFIGS = ['index.ts', 'pages.ts'];

/** sections/<file>.ts is the config of route /<file>. */
export const routeOfConfigFile = (file: string) => `/${file.replace(/^.*\//, '').replace(/\.ts$/, '')}`;

/**
 * 002 §7: types the server serves by GET detail/{type} that have no record page of their own (gene families and
 * microarray experiments are shown by browse pages).
 */
export const API_ONLY_TYPES: readonly string[] = ['genefamily', 'microarrayexperiment'];

/** 002 §7 offers detail/protocol/name besides detail/protocol/id; the protocol page itself opens by key or id. */
const API_ONLY_NAME_LOOKUPS: readonly string[] = ['protocol'];

/** The calls of 002 §7 the server answers: which types GET detail/{type}, /name, /accession and /id serve. */
export interface ServedTypes {
  detail: ReadonlySet<string>;
  name: ReadonlySet<string>;
  accession: ReadonlySet<string>;
  id: ReadonlySet<string>;
}

export function servedTypes(configs: readonly RecordIdentity[]): ServedTypes {
  const apiTypesWhere = (offers: (lookups: RecordIdentity['lookups']) => unknown) =>
    configs.filter((config) => offers(config.lookups)).map((config) => config.apiType);
  return {
    detail: new Set([...configs.map((config) => config.apiType), ...API_ONLY_TYPES]),
    // An id that is the record's name (array elements) is resolved by the name lookup.
    name: new Set([...apiTypesWhere((lookups) => lookups.name || lookups.id?.resolveBy === 'name'), ...API_ONLY_NAME_LOOKUPS]),
    accession: new Set(apiTypesWhere((lookups) => lookups.accession)),
    id: new Set(apiTypesWhere((lookups) => lookups.id && lookups.id.resolveBy !== 'name')),
  };
}

/**
 * The response schema of an API type is schemas/<file>.ts whose name, lower-cased, is the API type (hostStrain.ts
 * for hoststrain), exporting <file>Schema. Given the schema files' names, the one for `apiType`.
 */
export function schemaFileOf(apiType: string, files: readonly string[]): string | undefined {
  return files.map((file) => file.replace(/^.*\//, '').replace(/\.ts$/, '')).find((name) => name.toLowerCase() === apiType);
}

export const schemaExportOf = (schemaFile: string) => `${schemaFile}Schema`;

/** The one export of a module whose name ends with `suffix` (fixtureRecords, locusRecords); an error for none or several. */
export function exportEndingWith<T>(module: Record<string, unknown>, suffix: string, where: string): T {
  const found = Object.keys(module).filter((name) => name.endsWith(suffix));
  if (found.length !== 1) throw new Error(`${where} must export one …${suffix}; it exports ${found.length === 0 ? 'none' : found.join(', ')}.`);
  return module[found[0] as string] as T;
}
