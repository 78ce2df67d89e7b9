// The app's route table needs each record type's route and API type up front (the route starts fetching the record
// while the page's code loads), but its config only on a visit: a config imported for the one would be in the first
// download for all. `import.meta.glob('./*.ts', { query: '?record-identity', eager: true })` in sections/pages.ts
// gives each config file as a module of these two values only, read from its source.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const QUERY = '?record-identity';

/** A config's own route and apiType (their first occurrence: the config's top-level keys come first). */
export function recordIdentityOf(source: string, file: string): { route: string; apiType: string } {
  const value = (key: string) => {
    const found = new RegExp(`^\\s*${key}: '([^']+)',`, 'm').exec(source)?.[1];
    if (!found) throw new Error(`${file}: no ${key}: '…' line; a config says its ${key} as a plain string.`);
    return found;
  };
  return { route: value('route'), apiType: value('apiType') };
}

export function recordIdentity(): Plugin {
  return {
    name: 'portal:record-identity',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(recordIdentityOf(readFileSync(file, 'utf8'), file))};`;
    },
  };
}
