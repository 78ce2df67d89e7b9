import { describe, expect, it } from 'vitest';
import { checkSearchForm } from './checkSearchForm';
import { defineSearchForm, type SearchFormConfig } from './formConfig';
import { searchFormEntries } from './formRegistry';
import { searchAreas } from './overview/searchAreas';

describe('every registered search form config', () => {
  it.each(searchFormEntries.map((entry) => [entry.path, entry] as const))('%s is a valid config at its route', async (path, entry) => {
    const { searchForm } = await entry.load();
    expect(checkSearchForm(searchForm)).toEqual([]);
    // The route segment is the config's own, or an alias that starts it on other values (/search/vector).
    if (!entry.presets) expect(searchForm.path).toBe(path);
  });

  it('has one route per segment', () => {
    const paths = searchFormEntries.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  // The route table and the overview read these from the source before the config loads (searchFormIdentity.ts).
  const ownRoutes = searchFormEntries.filter((entry) => !entry.presets);
  it.each(ownRoutes.map((entry) => [entry.path, entry] as const))(
    '%s: the routes and overview entry read from its source are the config\'s own',
    async (path, entry) => {
      const { searchForm } = await entry.load();
      const presetRoutes = searchFormEntries.filter((other) => other.presets && other.load === entry.load);
      expect(presetRoutes.map(({ path: presetPath, presets }) => ({ path: presetPath, presets }))).toEqual(searchForm.presetRoutes ?? []);
      const area = searchAreas.find((candidate) => candidate.id === path);
      const { label, summary } = searchForm.overview ?? {};
      expect(area && { label: area.label, summary: area.summary }).toEqual(searchForm.overview && { label, summary });
      expect(path).toBe(searchForm.path);
    },
  );

  it('gives each overview entry a place of its own', async () => {
    const configs = await Promise.all(ownRoutes.map(async (entry) => (await entry.load()).searchForm));
    const positions = configs.flatMap((config) => (config.overview ? [config.overview.position] : []));
    expect(new Set(positions).size).toBe(positions.length);
  });
});

describe('checkSearchForm', () => {
  const base = {
    path: 'demo',
    title: 'Demo Search',
    breadcrumb: 'Demo',
    description: ['A form.'],
    results: { category: 'markers', handOver: 'search_params' },
    count: { endpoint: 'search/marker', one: 'marker', other: 'markers' },
  } satisfies Partial<SearchFormConfig>;

  it('names a condition on a control that does not exist, and a default that is not an option', () => {
    const problems = checkSearchForm(
      defineSearchForm({
        ...base,
        sections: [
          {
            id: 'one',
            title: 'One',
            rows: [
              {
                kind: 'line',
                id: 'line',
                controls: [
                  { kind: 'select', name: 'kind', label: 'Kind', options: [{ value: 'a', label: 'A' }], default: 'b' },
                  { kind: 'text', name: 'text', label: 'Text', showIf: { field: 'missing', equals: 'a' } },
                ],
              },
            ],
          },
        ],
      }),
    );
    expect(problems).toEqual(['demo: kind defaults to "b", which is not one of its options', 'demo: text is shown on "missing", which no control has as its id']);
  });

  it('names row settings that refer to no control of the row, and rules on paths no control fills', () => {
    const problems = checkSearchForm({
      ...base,
      rules: [{ rule: 'ontologyId', field: 'searchTerms.*.go_id' }],
      sections: [
        {
          id: 'terms',
          title: 'Terms',
          rows: [
            {
              kind: 'repeat',
              id: 'terms',
              list: 'searchTerms',
              count: 2,
              requires: ['search_input'],
              controls: [{ kind: 'text', name: 'input', label: 'Input' }],
            },
          ],
        },
      ],
    });
    expect(problems).toEqual([
      'demo: row terms names "search_input", which is not one of its controls',
      'demo: rule ontologyId works on "searchTerms.*.go_id", where no control puts a value',
    ]);
  });

  it('reports what the schema refuses, by path', () => {
    expect(checkSearchForm({ ...base, sections: [] })[0]).toMatch(/^sections: /);
    expect(checkSearchForm({ ...base, sections: [{ id: 'Bad Id', title: 'x', rows: [{ kind: 'note', id: 'n', text: 't' }] }] })[0]).toMatch(/^sections\.0\.id: /);
  });
});
