import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { searchFormIdentityOf } from './searchFormIdentity';

describe("a search form's identity read from its source", () => {
  it('is its path, preset routes and overview entry, whatever else the config says', () => {
    const source = `const rows = [{ path: 'not-this' }];
export const searchForm = defineSearchForm({
  path: 'demo',
  presetRoutes: [{ path: 'demo-preset', presets: { kind: 'b' } }],
  overview: { position: 3, label: 'Demo', summary: 'Demos by name.' },
  title: \`Demo \${'Search'}\`,
  sections: rows,
});`;
    expect(searchFormIdentityOf(ts, source, 'demo.ts')).toEqual({
      path: 'demo',
      presetRoutes: [{ path: 'demo-preset', presets: { kind: 'b' } }],
      overview: { position: 3, label: 'Demo', summary: 'Demos by name.' },
    });
  });

  it('is only the keys a query asks for: the route table reads no overview sentence', () => {
    const source = "export const searchForm = defineSearchForm({ path: 'demo', overview: { position: 1, label: 'Demo', summary: 'Demos.' } });";
    expect(searchFormIdentityOf(ts, source, 'demo.ts', ['path', 'presetRoutes'])).toEqual({ path: 'demo' });
  });

  it('is null for a file that defines no form (shared option lists)', () => {
    expect(searchFormIdentityOf(ts, "export const options = [{ value: 'a', label: 'A' }];", 'options.ts')).toBeNull();
  });

  it('names the file and key written as an expression instead of plain data', () => {
    const source = "export const searchForm = defineSearchForm({ path: 'demo', overview: { position: 1, label, summary: 'Demos.' } });";
    expect(() => searchFormIdentityOf(ts, source, 'demo.ts')).toThrow("demo.ts: the config's overview: write it as plain data");
  });
});
