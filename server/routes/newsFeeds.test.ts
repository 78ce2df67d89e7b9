// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { readServerConfig } from '../config';
import { daysAfter, isoDay } from '../news/calendar';
import { seedNews } from '../news/seed';
import type { JobPosting, NewsEvent, NewsItem } from '../news/types';
import { tempDir, type TempDir } from '../testing';

const parser = new Parser();
// Feed links are absolute, on the portal's configured origin; the request's Host header never goes into them.
const ORIGIN = 'https://portal.example.org:8443';
const FORGED_HOST = 'evil.test';

// Titles written to break naive XML: markup, an ampersand, a CDATA terminator, quotes, and a control character
// that XML 1.0 cannot carry at all (dropped from the feed).
const HOSTILE = `<script>alert("feed")</script> & ]]> <![CDATA[ 'quoted' ]]>`;
const HOSTILE_CONTENT = '<p>Ampersand & co. <b>bold</b> ]]> end</p>';

describe('RSS 2.0 feeds', () => {
  let temp: TempDir;
  let app: FastifyInstance;

  beforeAll(async () => {
    temp = tempDir();
    app = buildServer({ databaseFile: temp.file('portal.sqlite'), config: readServerConfig({ PUBLIC_ORIGIN: ORIGIN }) });
    await app.ready();
    await seedNews(app.store);
    const news = app.store.stores.news;
    await news.insertItem({ id: 100, date: isoDay(new Date()), title: `${HOSTILE}\u0001`, content: HOSTILE_CONTENT });
    await news.insertEvent({
      id: 100, headline: HOSTILE, begins: daysAfter(new Date(), 5), ends: daysAfter(new Date(), 6),
      venue: 'Hall <A> & B', city: 'Ghent', region: '', country: 'Belgium', uri: 'https://example.org/?a=1&b=2',
    });
    await news.insertJob({
      id: 100, headline: HOSTILE, issuedOn: isoDay(new Date()), employerName: 'Lab & Co', location: 'Ghent',
      uri: 'posting <1>.txt', deadline: null,
    });
  });
  afterAll(async () => {
    await app?.close();
    temp?.remove();
  });

  async function feed(path: string, host = FORGED_HOST) {
    const response = await app.inject({ method: 'GET', url: path, headers: { host } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    return { xml: response.body, parsed: await parser.parseString(response.body) };
  }
  const api = async <T>(path: string) => (await app.inject(path)).json<T>();

  it('breaking news: the past 9 months, each item linked to its anchor on the portal', async () => {
    const { parsed } = await feed('/api/news/breakingnews/rss');
    const current = await api<NewsItem[]>('/api/news/breakingnews?type=full&period=curr');
    expect(parsed).toMatchObject({
      title: 'TAIR Breaking News',
      link: `${ORIGIN}/news/breaking-news`,
      description: expect.stringContaining('9 months'),
    });
    expect(parsed.items.map((item) => item.guid)).toEqual(current.map((item) => `tair-news-${item.id}`));
    for (const [index, item] of parsed.items.entries()) {
      const source = current[index]!;
      expect(item.link).toBe(`${ORIGIN}/news/breaking-news#${source.id}`);
      expect(item.isoDate).toBe(`${source.date}T00:00:00.000Z`);
      expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} 00:00:00 GMT$/);
    }
  });

  it('news content links to portal pages by absolute address, as feed readers need', async () => {
    const { parsed } = await feed('/api/news/breakingnews/rss');
    const release = parsed.items.find((item) => item.title?.startsWith('Quarterly data release'))!;
    expect(release.content).toContain(`<a href="${ORIGIN}/download/list?dir=Subscriber_Data_Releases">`);
    expect(release.content).not.toContain('href="/');
  });

  it('breaking news leaves out old news', async () => {
    const { parsed } = await feed('/api/news/breakingnews/rss');
    const previous = await api<NewsItem[]>('/api/news/breakingnews?type=full&period=prev');
    expect(previous.length).toBeGreaterThan(0);
    const guids = parsed.items.map((item) => item.guid);
    for (const item of previous) expect(guids).not.toContain(`tair-news-${item.id}`);
  });

  it('escapes hostile titles and HTML content so they read back exactly', async () => {
    const { xml, parsed } = await feed('/api/news/breakingnews/rss');
    const hostile = parsed.items.find((item) => item.guid === 'tair-news-100')!;
    expect(hostile.title).toBe(HOSTILE);
    expect(hostile.content).toBe(HOSTILE_CONTENT);
    expect(xml).not.toContain('<script>');
    expect(xml).not.toContain('<![CDATA[');
    expect(xml).not.toContain('\u0001');
  });

  it('events: every upcoming event, with its dates and place in the description', async () => {
    const { parsed } = await feed('/api/news/events/rss');
    const events = await api<NewsEvent[]>('/api/news/events');
    expect(parsed).toMatchObject({ title: 'TAIR Events', link: `${ORIGIN}/news/events` });
    expect(parsed.items).toHaveLength(events.length);
    const hostile = parsed.items.find((item) => item.guid === 'tair-event-100')!;
    expect(hostile.title).toBe(HOSTILE);
    expect(hostile.link).toBe(`${ORIGIN}/news/events`);
    expect(hostile.content).toContain('Hall <A> & B, Ghent, Belgium');
    expect(hostile.content).toContain('https://example.org/?a=1&b=2');
  });

  it('jobs: posting files link to the portal viewer, web postings to the jobs page', async () => {
    const { parsed } = await feed('/api/news/jobs/rss');
    const jobs = await api<JobPosting[]>('/api/news/jobs');
    expect(parsed).toMatchObject({ title: 'TAIR Job Postings', link: `${ORIGIN}/news/jobs` });
    expect(parsed.items).toHaveLength(jobs.length);
    const byGuid = new Map(parsed.items.map((item) => [item.guid, item]));
    const filePosting = jobs.find((job) => job.uri === 'postdoc-circadian-flowering.txt')!;
    expect(byGuid.get(`tair-job-${filePosting.id}`)!.link).toBe(`${ORIGIN}/news/jobs/view?file=postdoc-circadian-flowering.txt`);
    expect(byGuid.get(`tair-job-${filePosting.id}`)!.content).toContain(`Application Deadline: ${filePosting.deadline}`);
    const webPosting = jobs.find((job) => job.uri.startsWith('https://'))!;
    expect(byGuid.get(`tair-job-${webPosting.id}`)!.link).toBe(`${ORIGIN}/news/jobs`);
    const hostile = byGuid.get('tair-job-100')!;
    expect(hostile.title).toBe(HOSTILE);
    expect(hostile.link).toBe(`${ORIGIN}/news/jobs/view?file=${encodeURIComponent('posting <1>.txt')}`);
    expect(hostile.content).toContain('Lab & Co, Ghent');
  });

  it('does not put a forged or malformed Host header into the links', async () => {
    for (const host of [FORGED_HOST, 'evil.example"><x y="']) {
      const { xml, parsed } = await feed('/api/news/events/rss', host);
      expect(parsed.link).toBe(`${ORIGIN}/news/events`);
      expect(xml).not.toContain('evil.');
    }
  });
});
