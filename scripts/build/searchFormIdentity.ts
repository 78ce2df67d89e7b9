// The app's route table and the Search overview need each search form's route, its preset routes and its overview
// entry up front, but the form's config only on a visit: a config imported for the one would be in the first download
// for all. `import.meta.glob('./configs/*.ts', { query: '?search-form-identity', eager: true })` in
// src/features/search/forms/formRegistry.ts gives each config file as a module of these values only, read from the
// `defineSearchForm({…})` call in its source (null for a file that defines no form: shared option lists).
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const QUERY = '?search-form-identity';
/** The config keys the registry reads before the config loads. */
const IDENTITY_KEYS = ['path', 'presetRoutes', 'overview'] as const;

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

/** A config's route, preset routes and overview entry, or null when the file calls no defineSearchForm. */
export function searchFormIdentityOf(ts: TypeScript, source: string, file: string): Record<string, Literal> | null {
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
    if ((IDENTITY_KEYS as readonly string[]).includes(key)) identity[key] = literalOf(ts, property.initializer, () => `${file}: the config's ${key}`);
  }
  if (typeof identity.path !== 'string') throw new Error(`${file}: the config has no path: '…' written as a plain string.`);
  return identity;
}

export function searchFormIdentity(): Plugin {
  return {
    name: 'portal:search-form-identity',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      // Loaded on the first identity asked for, so a Vite start that builds no search form pays nothing for it.
      const ts = (await import('typescript')).default;
      const identity = searchFormIdentityOf(ts, readFileSync(file, 'utf8'), file);
      // The config itself, on demand: its own chunk, loaded with its page.
      return identity ? `export default { ...${JSON.stringify(identity)}, load: () => import(${JSON.stringify(file)}) };` : 'export default null;';
    },
  };
}
