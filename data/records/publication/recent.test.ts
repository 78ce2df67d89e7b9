// @vitest-environment node
// The recently added demo publications: of the seeding year, modified in the weeks before the seeding date, so the
// recently added literature page (002 §2.1) has rows whatever day the portal is first started.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicationDoc } from '../../../server/search/categories/publication';
import { publicationDocSchema } from '../../../src/features/browse/browseDocs';
import { recentLiteratureRequest } from '../../../contracts/browse/recentLiterature';
import { recentWindow, withinWindow } from '../../../src/features/browse/recentLiterature/recentWindow';
import { demoSeedDate, localDate, parseSeedDate } from '../../seedDate';
import { recentDemoPublications } from './recent';

/** The publications as the recent literature page reads them: the server's docs, parsed by the page's schema. */
const asPageDocs = (docs: readonly unknown[]) => docs.map((doc) => publicationDocSchema.parse(doc));
const pageDocsOf = (records: ReturnType<typeof recentDemoPublications>) =>
  asPageDocs(records.map((record) => publicationDoc(String(record.referenceId), record)));

describe('recent demo publications', () => {
  it('are demo studies of the seeding year, without PubMed ids, with test-prefix DOIs or none, and real demo loci', () => {
    const records = recentDemoPublications('2031-03-18');
    expect(records.length).toBeGreaterThanOrEqual(8);
    expect(records.length).toBeLessThanOrEqual(15);
    for (const record of records) {
      expect(record.title).toMatch(/\(demo study\)\.$/);
      expect(record.publicationYear).toBe(2031);
      expect(record.pubmedId).toBeNull();
      if (record.doi) expect(record.doi).toBe(`10.5555/demo.${record.referenceId}`);
      expect(record.authors?.length).toBeGreaterThan(0);
      expect(record.sourceName).toBeTruthy();
      expect(record.loci?.length).toBeGreaterThan(0);
      expect(record.keywords?.length).toBeGreaterThan(0);
    }
    expect(records.some((record) => !record.doi)).toBe(true);
  });

  it('were last modified on or before the seeding date, within the 23 days before it', () => {
    const dates = recentDemoPublications('2031-03-18').map((record) => String(record.dateLastModified).slice(0, 10));
    expect(dates.every((date) => date >= '2031-02-23' && date <= '2031-03-18')).toBe(true);
    expect(dates).toContain('2031-03-18');
  });

  it('are the same records for the same seeding date; another date changes only the year and the dates', () => {
    expect(recentDemoPublications('2031-03-18')).toEqual(recentDemoPublications('2031-03-18'));
    const undated = (date: string) => recentDemoPublications(date).map(({ publicationYear: _year, dateLastModified: _modified, ...rest }) => rest);
    expect(undated('2040-11-02')).toEqual(undated('2031-03-18'));
  });

  it('give the page ten rows in its 14-day window, even when the window crosses the new year', () => {
    const docs = pageDocsOf(recentDemoPublications('2031-01-05'));
    const window = recentWindow(docs);
    expect(window).toEqual({ from: '2030-12-22', to: '2031-01-05' });
    const shown = withinWindow(docs, window!);
    expect(shown).toHaveLength(10);
    // The two outside the window are this year's too: the window, not the year, leaves them out.
    expect(docs.filter((doc) => !shown.includes(doc)).every((doc) => doc.year === 2031)).toBe(true);
  });
});

describe('the seeding date', () => {
  it('is DEMO_SEED_DATE when set, else today in the machine’s time zone', () => {
    expect(demoSeedDate('2029-07-01', new Date(2035, 0, 1))).toBe('2029-07-01');
    expect(demoSeedDate(undefined, new Date(2035, 0, 1, 23, 30))).toBe('2035-01-01');
    expect(demoSeedDate('  ', new Date(2035, 5, 9))).toBe('2035-06-09');
    expect(localDate(new Date(2024, 1, 29))).toBe('2024-02-29');
  });

  it('refuses a DEMO_SEED_DATE that is not a calendar day, naming the variable', () => {
    expect(() => parseSeedDate('next week')).toThrow('DEMO_SEED_DATE must be a date written YYYY-MM-DD, not "next week".');
    expect(() => parseSeedDate('2031-02-30')).toThrow('DEMO_SEED_DATE "2031-02-30" is not a day of the calendar.');
    expect(parseSeedDate(' 2031-02-28 ')).toBe('2031-02-28');
  });
});

// Each test imports the whole server afresh (its seeding date is read when the dataset loads) and seeds every demo
// record: on a loaded two-core machine that has taken over 20 s.
describe('the seeded server answers the recent literature call', { timeout: 90_000 }, () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  /** A server seeded from the dataset as it is loaded with this DEMO_SEED_DATE (a fixed clock), answering one call. */
  async function recentLiteratureAnswer(seedDate: string | undefined, year: number) {
    if (seedDate) vi.stubEnv('DEMO_SEED_DATE', seedDate);
    vi.resetModules();
    const { buildServer } = await import('../../../server/app');
    const { seedRecords } = await import('../../../server/seed');
    const { tempDir } = await import('../../../server/testing');
    const temp = tempDir('portal-recent-');
    const app = buildServer({ databaseFile: temp.file('portal.sqlite') });
    try {
      seedRecords(app.db);
      const response = await app.inject({ method: 'POST', url: '/api/search/publication', payload: recentLiteratureRequest(year) });
      expect(response.statusCode).toBe(200);
      return asPageDocs(response.json<{ docs: unknown[] }>().docs);
    } finally {
      await app.close();
      temp.remove();
    }
  }

  it('with a fixed seeding date: that year’s twelve studies, ten of them in the window ending on that date', async () => {
    const docs = await recentLiteratureAnswer('2033-08-20', 2033);
    expect(docs).toHaveLength(12);
    const window = recentWindow(docs)!;
    expect(window).toEqual({ from: '2033-08-06', to: '2033-08-20' });
    expect(withinWindow(docs, window).map((doc) => doc.title)).toContain(
      'Temperature-dependent splicing of FLC antisense transcripts in vernalized seedlings (demo study).',
    );
    expect(withinWindow(docs, window)).toHaveLength(10);
  });

  it('seeded today: the page’s call for this year finds the studies, the window ending today', async () => {
    vi.stubEnv('DEMO_SEED_DATE', '');
    const today = localDate(new Date());
    const docs = await recentLiteratureAnswer(undefined, Number(today.slice(0, 4)));
    expect(recentWindow(docs)?.to).toBe(today);
    expect(withinWindow(docs, recentWindow(docs)!)).toHaveLength(10);
  });
});
