import { describe, expect, it } from 'vitest';
import { failingAudits, lighthouseSection, withLighthouseSection, type LighthouseResult } from './reportSection.ts';

const result = (accessibility: number, bestPractices: number, audits: LighthouseResult['audits'] = {}): LighthouseResult => ({
  lighthouseVersion: '12.8.2',
  categories: {
    accessibility: { score: accessibility, auditRefs: Object.keys(audits).filter((id) => id !== 'errors-in-console').map((id) => ({ id, weight: 7 })) },
    'best-practices': { score: bestPractices, auditRefs: audits['errors-in-console'] ? [{ id: 'errors-in-console', weight: 1 }] : [] },
  },
  audits,
});

const contrast = {
  id: 'color-contrast',
  title: 'Background and foreground colors do not have a sufficient contrast ratio.',
  score: 0,
  scoreDisplayMode: 'binary',
  details: { items: [{ node: { selector: 'main > p.note' } }] },
};
const consoleErrors = {
  id: 'errors-in-console',
  title: 'Browser errors were logged to the console',
  score: 0,
  scoreDisplayMode: 'binary',
  details: { items: [{ description: 'Failed to load resource', source: { url: 'http://127.0.0.1/x' } }] },
};
const measured = { date: '2026-11-27', chromium: 'Chromium 131' };

describe('the Lighthouse section of docs/accessibility.md', () => {
  it('names each failing audit with the elements it found, the heaviest first', () => {
    const audits = failingAudits(result(0.93, 0.96, { 'color-contrast': contrast, 'errors-in-console': consoleErrors, label: { ...contrast, id: 'label', score: 1 } }));
    expect(audits.map((audit) => [audit.category, audit.id, audit.where])).toEqual([
      ['accessibility', 'color-contrast', ['main > p.note']],
      ['best practices', 'errors-in-console', ['Failed to load resource']],
    ]);
  });

  it('marks a page that misses a target and one that meets both', () => {
    const section = lighthouseSection(
      [
        { page: '/locus?name=AT1G01010', preset: 'desktop', result: result(1, 0.96) },
        { page: '/gene?name=AT1G01010.1', preset: 'mobile', result: result(0.93, 1, { 'color-contrast': contrast }) },
      ],
      measured,
    );
    expect(section).toContain('| `/locus?name=AT1G01010` | desktop | 100 | 96 | yes |');
    expect(section).toContain('| `/gene?name=AT1G01010.1` | mobile | 93 | 100 | **no** |');
    expect(section).toContain('- `/gene?name=AT1G01010.1` (mobile), accessibility: Background and foreground colors');
  });

  it('says which failing audits do not count in the score', () => {
    const mismatch = { ...contrast, id: 'label-content-name-mismatch', title: 'Elements with visible text labels do not have matching accessible names.' };
    const run = result(1, 1, { 'label-content-name-mismatch': mismatch });
    run.categories.accessibility!.auditRefs = [{ id: 'label-content-name-mismatch', weight: 0 }];
    expect(lighthouseSection([{ page: '/protein?key=1009117474', preset: 'desktop', result: run }], measured)).toContain(
      '- `/protein?key=1009117474` (desktop), accessibility, not scored: Elements with visible text labels',
    );
  });

  it('replaces its own section and keeps the rest of the document', () => {
    const first = withLighthouseSection('# Accessibility\n\nWritten by hand.\n', 'old figures');
    const second = withLighthouseSection(`${first}\nAfter.\n`, 'new figures');
    expect(second).toContain('Written by hand.');
    expect(second).toContain('After.');
    expect(second).toContain('new figures');
    expect(second).not.toContain('old figures');
  });
});
