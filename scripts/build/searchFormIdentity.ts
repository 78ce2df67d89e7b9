// The app's route table needs each search form's route and preset routes up front, and the Search overview each
// form's overview entry, but the form's config only on a visit: a config imported for them would be in the first
// download for all. `import.meta.glob('./configs/*.ts', { query: '?search-form-identity', eager: true })` in
// src/features/search/forms/formRegistry.ts gives each config file as a module of its route and preset routes only,
// and the query '?search-form-overview' (forms/overview/searchAreas.ts, in the overview page's chunk) as one of its
// route and overview entry; both read from the `defineSearchForm({…})` call in its source (null for a file that
// defines no form: shared option lists).
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The config keys each query reads from the source, before the config loads. */
const QUERIES = {
  '?search-form-identity': ['path', 'presetRoutes'],
  '?search-form-overview': ['path', 'overview'],
} as const satisfies Record<string, readonly string[]>;
type Query = keyof typeof QUERIES;
const ALL_KEYS: readonly string[] = ['path', 'presetRoutes', 'overview'];

type Literal = string | number | boolean | Literal[] | { [key: string]: Literal };

type TypeScript = typeof import('typescript');

/** The value of an expression written as plain data (strings, numbers, true/false, arrays and objects of those). */
function literalOf(ts: TypeScript, node: import('typescript').Expression, where: () => string): Literal {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((element) => literalOf(ts, element, where));
  if (ts.isObjectLiteralExpression(node)) {
    return Object.fromEntries(
      node.properties.map((property) => {
        if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) {
          throw new Error(`${where()}: write it as plain data (key: value), without spreads, methods or computed keys.`);
        }
        return [property.name.text, literalOf(ts, property.initializer, where)];
      }),
    );
  }
  throw new Error(`${where()}: write it as plain data (strings, numbers, arrays and objects), not as an expression.`);
}

/**
 * A config's route and the other keys asked for (its preset routes, its overview entry), or null when the file calls
 * no defineSearchForm.
 */
export function searchFormIdentityOf(ts: TypeScript, source: string, file: string, keys: readonly string[] = ALL_KEYS): Record<string, Literal> | null {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  let config: import('typescript').ObjectLiteralExpression | undefined;
  const visit = (node: import('typescript').Node): void => {
    if (config) return;
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineSearchForm') {
      const [argument] = node.arguments;
      if (!argument || !ts.isObjectLiteralExpression(argument)) throw new Error(`${file}: defineSearchForm takes the config as an object literal.`);
      config = argument;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  if (!config) return null;
  const identity: Record<string, Literal> = {};
  for (const property of config.properties) {
    if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
    const key = property.name.text;
    if (keys.includes(key)) identity[key] = literalOf(ts, property.initializer, () => `${file}: the config's ${key}`);
  }
  if (typeof identity.path !== 'string') throw new Error(`${file}: the config has no path: '…' written as a plain string.`);
  return identity;
}

export function searchFormIdentity(): Plugin {
  return {
    name: 'portal:search-form-identity',
    enforce: 'pre',
    async load(id) {
      const query = (Object.keys(QUERIES) as Query[]).find((candidate) => id.endsWith(candidate));
      if (!query) return null;
      const file = id.slice(0, -query.length);
      this.addWatchFile(file);
      // Loaded on the first identity asked for, so a Vite start that builds no search form pays nothing for it.
      const ts = (await import('typescript')).default;
      const identity = searchFormIdentityOf(ts, readFileSync(file, 'utf8'), file, QUERIES[query]);
      if (!identity) return 'export default null;';
      if (query === '?search-form-overview') return `export default ${JSON.stringify(identity)};`;
      // The config itself, on demand: its own chunk, loaded with its page.
      return `export default { ...${JSON.stringify(identity)}, load: () => import(${JSON.stringify(file)}) };`;
    },
  };
}
