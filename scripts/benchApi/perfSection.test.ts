// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { API_SECTION_END, API_SECTION_START, apiSectionOf, GENE_ACTION_SECTION, keepApiSection, SEARCH_SECTION, sectionOf, STORES_SECTION, withApiSection, withSection } from './perfSection';

const browserReport = '# Performance\n\n| measure | result |\n|---|---|\n| largest contentful paint | 448 ms |\n';
const apiSection = (body: string) => `${API_SECTION_START}\n${body}\n${API_SECTION_END}`;

describe('the API section of docs/perf.md', () => {
  it('is appended after the browser report when the document has none', () => {
    const document = withApiSection(browserReport, '## API\n\nfirst figures');
    expect(document.startsWith(browserReport.trimEnd())).toBe(true);
    expect(apiSectionOf(document)).toBe(apiSection('## API\n\nfirst figures'));
  });

  it('is replaced on the next API run, leaving the text before and after it untouched', () => {
    const before = `${browserReport}\n${apiSection('## API\n\nold figures')}\n\nA closing note.\n`;
    const after = withApiSection(before, '## API\n\nnew figures');
    expect(after).toBe(`${browserReport}\n${apiSection('## API\n\nnew figures')}\n\nA closing note.\n`);
  });

  it('survives a rewrite of the browser report', () => {
    const previous = withApiSection('# Performance\n\nold page figures\n', '## API\n\nmeasured figures');
    const rewritten = keepApiSection('# Performance\n\nnew page figures\n', previous);
    expect(rewritten).toContain('new page figures');
    expect(rewritten).not.toContain('old page figures');
    expect(apiSectionOf(rewritten)).toBe(apiSection('## API\n\nmeasured figures'));
  });

  it('is not invented by a browser report rewrite when there was none', () => {
    expect(keepApiSection(browserReport, browserReport)).toBe(browserReport);
    expect(keepApiSection(browserReport, '')).toBe(browserReport);
  });

  it('refuses to guess where a section with a missing marker ends', () => {
    const broken = `${browserReport}\n${API_SECTION_START}\n## API\n`;
    expect(() => withApiSection(broken, 'figures')).toThrow(/unmatched API section marker/);
    expect(() => keepApiSection(browserReport, broken)).toThrow(/unmatched API section marker/);
  });
});

describe('the search section of docs/perf.md', () => {
  it('is written apart from the API section, and both survive a rewrite of the browser report', () => {
    const withApi = withApiSection(browserReport, '## API\n\ndetail figures');
    const withBoth = withSection(withApi, SEARCH_SECTION, '## Search API\n\nsearch figures');
    expect(apiSectionOf(withBoth)).toBe(apiSection('## API\n\ndetail figures'));
    const rewritten = keepApiSection('# Performance\n\nnew page figures\n', withBoth);
    expect(sectionOf(rewritten, SEARCH_SECTION)).toContain('search figures');
    expect(apiSectionOf(rewritten)).toContain('detail figures');
    const again = withSection(rewritten, SEARCH_SECTION, '## Search API\n\nnewer');
    expect(again).not.toContain('search figures');
    expect(apiSectionOf(again)).toContain('detail figures');
  });
});

describe('the gene-action section of docs/perf.md', () => {
  it('is written apart from the others, and survives a rewrite of the browser report', () => {
    const withSearch = withSection(withApiSection(browserReport, '## API\n\ndetail figures'), SEARCH_SECTION, '## Search API\n\nsearch figures');
    const withGeneActions = withSection(withSearch, GENE_ACTION_SECTION, '## Gene actions under load\n\nstatus figures');
    expect(sectionOf(withGeneActions, SEARCH_SECTION)).toContain('search figures');
    const rewritten = keepApiSection('# Performance\n\nnew page figures\n', withGeneActions);
    expect(sectionOf(rewritten, GENE_ACTION_SECTION)).toBe(`${GENE_ACTION_SECTION.start}\n## Gene actions under load\n\nstatus figures\n${GENE_ACTION_SECTION.end}`);
    expect(sectionOf(rewritten, SEARCH_SECTION)).toContain('search figures');
  });
});

describe('the section on both stores of docs/perf.md', () => {
  it('survives a rewrite of the browser report, beside the others', () => {
    const withStores = withSection(withApiSection(browserReport, '## API\n\ndetail figures'), STORES_SECTION, '## API on both stores\n\nside by side');
    const rewritten = keepApiSection('# Performance\n\nnew page figures\n', withStores);
    expect(sectionOf(rewritten, STORES_SECTION)).toContain('side by side');
    expect(apiSectionOf(rewritten)).toContain('detail figures');
  });
});
