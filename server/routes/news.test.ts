// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSeeds, jobSeeds, newsItemSeeds } from '../../data/news';
import { buildServer } from '../app';
import { breakingNewsSince, daysAfter, isoDay } from '../news/calendar';
import { jobPostingsDirectory } from '../news/config';
import { seedNews } from '../news/seed';
import type { JobPosting, NewsEvent, NewsItem } from '../news/types';
import { seedDatabase } from '../seed';
import { tempDir, type TempDir } from '../testing';
import { NEWS_CARD_SIZE } from './news';

const today = () => new Date();
const isWebAddress = (uri: string) => /^https?:\/\//.test(uri);

async function startServer(temp: TempDir) {
  const app = buildServer({ databaseFile: temp.file('portal.sqlite') });
  await app.ready();
  return app;
}

describe('news over the seeded demo content', () => {
  let temp: TempDir;
  let app: FastifyInstance;

  beforeAll(async () => {
    temp = tempDir();
    app = await startServer(temp);
    await seedNews(app.store);
  });
  afterAll(async () => {
    await app?.close();
    temp?.remove();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });
  const getJson = async <T>(url: string) => {
    const response = await get(url);
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    return response.json<T>();
  };

  it('the home card gets the newest items, newest first, each with id, date, title and HTML content', async () => {
    const items = await getJson<NewsItem[]>('/api/news/breakingnews?type=short');
    const newest = [...newsItemSeeds].sort((a, b) => a.daysAgo - b.daysAgo).slice(0, NEWS_CARD_SIZE);
    expect(items.map((item) => item.id)).toEqual(newest.map((seed) => seed.id));
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['content', 'date', 'id', 'title']);
      expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(item.content).toMatch(/^<p>/);
    }
    expect(items[0]!.date).toBe(daysAfter(today(), -newest[0]!.daysAgo));
  });

  it('splits the news at 9 months: current and previous together are every item, once', async () => {
    const current = await getJson<NewsItem[]>('/api/news/breakingnews?type=full&period=curr');
    const previous = await getJson<NewsItem[]>('/api/news/breakingnews?type=full&period=prev');
    const since = breakingNewsSince(today());
    expect(current.length).toBeGreaterThan(0);
    expect(previous.length).toBeGreaterThan(0);
    expect(current.every((item) => item.date >= since)).toBe(true);
    expect(previous.every((item) => item.date < since)).toBe(true);
    expect([...current, ...previous].map((item) => item.id).sort((a, b) => a - b)).toEqual(
      newsItemSeeds.map((seed) => seed.id).sort((a, b) => a - b),
    );
    const dates = [...current, ...previous].map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('the demo news spans two years', async () => {
    const previous = await getJson<NewsItem[]>('/api/news/breakingnews?type=full&period=prev');
    expect(previous.at(-1)!.date < daysAfter(today(), -600)).toBe(true);
  });

  it.each([
    ['no type', '/api/news/breakingnews', 'type'],
    ['an empty type', '/api/news/breakingnews?type=', 'type'],
    ['an unknown type', '/api/news/breakingnews?type=long', 'type'],
    ['a repeated type', '/api/news/breakingnews?type=short&type=full', 'type'],
    ['full without a period', '/api/news/breakingnews?type=full', 'period'],
    ['an unknown period', '/api/news/breakingnews?type=full&period=next', 'period'],
    ['an unknown period with short', '/api/news/breakingnews?type=short&period=older', 'period'],
  ])('%s → 400 naming the parameter', async (_, url, parameter) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.stringContaining(`${parameter} parameter`) });
  });

  it('lists events with their venue and location, soonest first', async () => {
    const events = await getJson<NewsEvent[]>('/api/news/events');
    expect(events).toHaveLength(eventSeeds.length);
    const icar = events.find((event) => event.headline.startsWith('International Conference on Arabidopsis Research'))!;
    expect(icar).toMatchObject({
      venue: 'Edmonton Convention Centre',
      location: { CityName: 'Edmonton', RegionName: 'Alberta', CountryName: 'Canada' },
      uri: expect.stringMatching(/^https:\/\//),
    });
    expect(icar.ends >= icar.begins).toBe(true);
    const begins = events.map((event) => event.begins);
    expect(begins).toEqual([...begins].sort());
  });

  it('lists open job postings newest first; deadline only where there is one', async () => {
    const jobs = await getJson<JobPosting[]>('/api/news/jobs');
    expect(jobs).toHaveLength(jobSeeds.length);
    const issued = jobs.map((job) => job.issuedOn);
    expect(issued).toEqual([...issued].sort().reverse());
    const withoutDeadline = jobSeeds.filter((seed) => seed.deadlineInDays === undefined).map((seed) => seed.id);
    for (const job of jobs) {
      expect(job).toMatchObject({ headline: expect.any(String), employerName: expect.any(String), location: expect.any(String) });
      expect('deadline' in job).toBe(!withoutDeadline.includes(job.id));
    }
  });

  it('every job uri is a web address or a posting file the viewer serves', async () => {
    const jobs = await getJson<JobPosting[]>('/api/news/jobs');
    const files = jobs.filter((job) => !isWebAddress(job.uri));
    expect(files.map((job) => path.extname(job.uri)).sort()).toEqual(['.pdf', '.png', '.txt']);
    for (const job of files) {
      const response = await get(`/api/news/view-job?file=${encodeURIComponent(job.uri)}`);
      expect(response.statusCode, job.uri).toBe(200);
    }
  });

  it('hides events that have ended and postings whose deadline has passed', async () => {
    const news = app.store.stores.news;
    await news.insertEvent({
      headline: 'Workshop that ended yesterday', begins: daysAfter(today(), -3), ends: daysAfter(today(), -1),
      venue: 'Hall', city: 'Ghent', region: 'East Flanders', country: 'Belgium', uri: 'https://example.org/',
    });
    await news.insertEvent({
      headline: 'Workshop ending today', begins: daysAfter(today(), -2), ends: isoDay(today()),
      venue: 'Hall', city: 'Ghent', region: 'East Flanders', country: 'Belgium', uri: 'https://example.org/',
    });
    await news.insertJob({
      headline: 'Closed technician post', issuedOn: daysAfter(today(), -40), employerName: 'Lab', location: 'Ghent',
      uri: 'https://example.org/', deadline: daysAfter(today(), -1),
    });
    const events = await getJson<NewsEvent[]>('/api/news/events');
    expect(events.map((event) => event.headline)).toContain('Workshop ending today');
    expect(events.map((event) => event.headline)).not.toContain('Workshop that ended yesterday');
    const jobs = await getJson<JobPosting[]>('/api/news/jobs');
    expect(jobs.map((job) => job.headline)).not.toContain('Closed technician post');
  });

  describe('job posting viewer', () => {
    const postings = jobPostingsDirectory();

    it.each([
      ['postdoc-circadian-flowering.txt', 'text/plain; charset=utf-8'],
      ['technician-stock-genotyping.pdf', 'application/pdf'],
      ['phd-vernalization-flc.png', 'image/png'],
    ])('serves %s as %s, byte for byte, to show inline', async (file, contentType) => {
      const response = await get(`/api/news/view-job?file=${encodeURIComponent(file)}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(contentType);
      expect(response.headers['content-disposition']).toMatch(new RegExp(`^inline; filename="${file.replace('.', '\\.')}"`));
      expect(response.rawPayload.equals(readFileSync(path.join(postings, file)))).toBe(true);
    });

    it.each([
      ['no file', '/api/news/view-job', 400],
      ['an empty file', '/api/news/view-job?file=', 400],
      ['a parent path', `/api/news/view-job?file=${encodeURIComponent('../items.ts')}`, 400],
      ['a deep parent path', `/api/news/view-job?file=${encodeURIComponent('../../../package.json')}`, 400],
      ['an encoded parent path', '/api/news/view-job?file=%252e%252e%252fitems.ts', 400],
      ['an absolute path', `/api/news/view-job?file=${encodeURIComponent('/etc/passwd')}`, 400],
      ['a backslash path', `/api/news/view-job?file=${encodeURIComponent('..\\items.ts')}`, 400],
      ['a missing posting', '/api/news/view-job?file=postdoc-nobody-posted.txt', 404],
    ])('%s → %i { error }', async (_, url, status) => {
      const response = await get(url);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ error: expect.any(String) });
    });
  });

  it('seeding again inserts nothing', async () => {
    const before = await app.store.stores.news.counts();
    expect(await seedNews(app.store)).toBe(0);
    expect(await app.store.stores.news.counts()).toEqual(before);
  });
});

describe('the 9-month boundary', () => {
  let temp: TempDir;
  let app: FastifyInstance;

  beforeAll(async () => {
    temp = tempDir();
    app = await startServer(temp);
    const news = app.store.stores.news;
    const since = breakingNewsSince(today());
    const dayBefore = daysAfter(new Date(`${since}T00:00:00Z`), -1);
    await news.insertItem({ id: 1, date: dayBefore, title: 'A day too old', content: '<p>old</p>' });
    await news.insertItem({ id: 2, date: since, title: 'Exactly nine months old', content: '<p>current</p>' });
    await news.insertItem({ id: 3, date: isoDay(today()), title: 'Today', content: '<p>current</p>' });
  });
  afterAll(async () => {
    await app?.close();
    temp?.remove();
  });

  it('an item published exactly 9 months ago is current; one a day older is previous', async () => {
    const current = (await app.inject('/api/news/breakingnews?type=full&period=curr')).json<NewsItem[]>();
    const previous = (await app.inject('/api/news/breakingnews?type=full&period=prev')).json<NewsItem[]>();
    expect(current.map((item) => item.title)).toEqual(['Today', 'Exactly nine months old']);
    expect(previous.map((item) => item.title)).toEqual(['A day too old']);
  });
});

describe('empty news tables', () => {
  it('answer empty lists, not errors', async () => {
    const temp = tempDir();
    const app = await startServer(temp);
    try {
      for (const url of ['/api/news/breakingnews?type=short', '/api/news/breakingnews?type=full&period=curr', '/api/news/events', '/api/news/jobs']) {
        const response = await app.inject(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.json(), url).toEqual([]);
      }
    } finally {
      await app.close();
      temp.remove();
    }
  });
});

describe('first-start seeding', () => {
  it('seeds the news along with the records, once', async () => {
    const temp = tempDir();
    const app = await startServer(temp);
    try {
      await seedDatabase(app.db);
      const counts = await app.store.stores.news.counts();
      expect(counts).toEqual({ items: newsItemSeeds.length, events: eventSeeds.length, jobs: jobSeeds.length });
      await seedDatabase(app.db);
      expect(await app.store.stores.news.counts()).toEqual(counts);
    } finally {
      await app.close();
      temp.remove();
    }
  });
});

describe('postings directory', () => {
  let temp: TempDir;
  let app: FastifyInstance;
  const previous = process.env.NEWS_POSTINGS_DIR;

  beforeAll(async () => {
    temp = tempDir();
    writeFileSync(temp.file('posting.html'), '<script>alert(1)</script>');
    writeFileSync(temp.file('notes.txt'), 'Research assistant wanted.');
    process.env.NEWS_POSTINGS_DIR = temp.dir;
    app = await startServer(temp);
  });
  afterAll(async () => {
    if (previous === undefined) delete process.env.NEWS_POSTINGS_DIR;
    else process.env.NEWS_POSTINGS_DIR = previous;
    await app?.close();
    temp?.remove();
  });

  it('is configurable with NEWS_POSTINGS_DIR', async () => {
    const response = await app.inject('/api/news/view-job?file=notes.txt');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('Research assistant wanted.');
  });

  it('serves only images, plain text and PDF: other files → 400', async () => {
    const response = await app.inject('/api/news/view-job?file=posting.html');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.stringContaining('file parameter') });
    expect(response.body).not.toContain('<script>');
  });
});
