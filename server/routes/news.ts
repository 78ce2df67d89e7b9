// News, events and jobs (000 §2.9, §2.10, §7), public like the news pages (000 §6):
//   GET /api/news/breakingnews?type=short                → the home card: the newest items
//   GET /api/news/breakingnews?type=full&period=curr|prev → breaking news (past 9 months) or old news (older)
//   GET /api/news/events                                 → events that have not yet ended, soonest first
//   GET /api/news/jobs                                   → postings still open, newest first
//   GET /api/news/view-job?file=                         → a posting file (image, plain text or PDF)
//   GET /api/news/{breakingnews|events|jobs}/rss         → the same as RSS 2.0
// A bad parameter value answers 400 { error } naming the parameter.
import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { contentDisposition, contentTypeOf } from '../downloads/contentTypes';
import { findPublishedEntry } from '../downloads/publishedFile';
import { badRequest, queryText } from '../downloads/requestErrors';
import { breakingNewsSince, isoDay } from '../news/calendar';
import { jobPostingsDirectory } from '../news/config';
import { breakingNewsChannel, eventsChannel, jobsChannel } from '../news/feeds';
import { feedOrigin } from '../news/origin';
import { renderRss, RSS_CONTENT_TYPE, type RssChannel } from '../news/rss';
import type { NewsStore } from '../news/store';
import type { NewsItem } from '../news/types';

/** How many items the home page's Breaking News card shows (000 §2.9). */
export const NEWS_CARD_SIZE = 5;

// 000 §2.10: a posting is shown as an image, plain text or PDF; nothing else is served from the postings.
const VIEWABLE_POSTING_TYPES: ReadonlySet<string> = new Set([
  'image/png', 'image/jpeg', 'image/gif', 'text/plain; charset=utf-8', 'application/pdf',
]);

export interface NewsRoutesOptions {
  /** PUBLIC_ORIGIN and demo mode decide the feeds' links (news/origin.ts). */
  config: ServerConfig;
  /** The news, events and job postings. */
  news: NewsStore;
  /** The job-posting files; NEWS_POSTINGS_DIR or data/news/postings by default. */
  postingsDir?: string;
}

export async function newsRoutes(app: FastifyInstance, { config, news, postingsDir = jobPostingsDirectory() }: NewsRoutesOptions): Promise<void> {
  const today = () => new Date();

  function breakingNews(query: unknown): Promise<NewsItem[]> {
    const type = queryText(query, 'type', { required: true });
    if (type !== 'short' && type !== 'full') throw badRequest('The type parameter must be "short" or "full".');
    const period = queryText(query, 'period');
    if (period !== undefined && period !== 'curr' && period !== 'prev') {
      throw badRequest('The period parameter must be "curr" or "prev".');
    }
    if (type === 'short') return news.latestItems(NEWS_CARD_SIZE);
    if (period === undefined) throw badRequest('The period parameter is required with type=full ("curr" or "prev").');
    const since = breakingNewsSince(today());
    return period === 'curr' ? news.itemsSince(since) : news.itemsBefore(since);
  }

  const sendFeed = (reply: FastifyReply, channel: RssChannel) => reply.type(RSS_CONTENT_TYPE).send(renderRss(channel));
  const feedAddresses = (request: FastifyRequest, path: string) => {
    const origin = feedOrigin(request, config);
    return [origin, `${origin}${path}`] as const;
  };

  app.get('/api/news/breakingnews', async (request) => breakingNews(request.query));
  app.get('/api/news/events', async () => news.eventsNotEndedBy(isoDay(today())));
  app.get('/api/news/jobs', async () => news.jobsOpenOn(isoDay(today())));

  app.get('/api/news/breakingnews/rss', async (request, reply) => {
    const [origin, self] = feedAddresses(request, '/api/news/breakingnews/rss');
    return sendFeed(reply, breakingNewsChannel(origin, self, await news.itemsSince(breakingNewsSince(today()))));
  });
  app.get('/api/news/events/rss', async (request, reply) => {
    const [origin, self] = feedAddresses(request, '/api/news/events/rss');
    return sendFeed(reply, eventsChannel(origin, self, await news.eventsNotEndedBy(isoDay(today()))));
  });
  app.get('/api/news/jobs/rss', async (request, reply) => {
    const [origin, self] = feedAddresses(request, '/api/news/jobs/rss');
    return sendFeed(reply, jobsChannel(origin, self, await news.jobsOpenOn(isoDay(today()))));
  });

  app.get('/api/news/view-job', async (request, reply) => {
    const file = queryText(request.query, 'file', { required: true })!;
    const posting = await findPublishedEntry(postingsDir, file, 'file');
    const fileName = posting.segments.at(-1) ?? file;
    const contentType = contentTypeOf(fileName);
    if (posting.isDirectory || !VIEWABLE_POSTING_TYPES.has(contentType)) {
      throw badRequest('The file parameter must name an image, plain-text or PDF job posting.');
    }
    return reply
      .type(contentType)
      .header('content-length', posting.size)
      .header('content-disposition', contentDisposition('inline', fileName))
      .header('x-content-type-options', 'nosniff')
      .send(createReadStream(posting.realPath));
  });
}
