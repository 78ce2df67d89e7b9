// The record types in Node (the server, the demo dataset, the scripts): every config in sections/, read from the
// folder as the app reads it through import.meta.glob, and what the registry's rules derive from them
// (sections/shared/registry.ts). Configs are plain data; importing them loads no app code.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../server/projectRoot';
import { API_ONLY_TYPES, NOT_CONFIGS, routeOfConfigFile, servedTypes, type RecordIdentity } from '../sections/shared/registry';

// Listed from the checkout, imported through a literal pattern: the compiled server (esbuild) bundles every file the
// pattern can name, so the same code runs from the sources and from dist-server/.
const sections = path.join(PROJECT_ROOT, 'sections');

/** A config as the registry reads it, with the file it came from. */
export interface RegisteredRecordType extends RecordIdentity {
  type: string;
  file: string;
}

const configFiles = readdirSync(sections)
  .filter((file) => file.endsWith('.ts') && !NOT_CONFIGS.includes(file))
  .sort();

export const recordTypeConfigs: readonly RegisteredRecordType[] = await Promise.all(
  configFiles.map(async (file) => {
    const config = ((await import(`../sections/${file.slice(0, -'.ts'.length)}.ts`)) as { default: RegisteredRecordType }).default;
    if (config.route !== routeOfConfigFile(file)) throw new Error(`sections/${file} must have the route ${routeOfConfigFile(file)}, not ${config.route}.`);
    return { ...config, file: `sections/${file}` };
  }),
);

/** Every type GET detail/{type} serves: the configs' API types and the API-only ones. */
export const apiTypes: readonly string[] = [...new Set([...recordTypeConfigs.map((config) => config.apiType), ...API_ONLY_TYPES])].sort();

/** 002 §7: the types each detail call serves. */
export const served = servedTypes(recordTypeConfigs);
