// News, events and job postings (000 §7) for Storybook, component tests and mock mode, with the shapes of
// server/routes/news.ts.
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { currentNewsItems, oldNewsItems, shortNewsItems } from './fixtures/news/newsItems';
import {
  newsEvents,
  newsJobs,
  POSTING_IMAGE_FILE,
  POSTING_PDF_FILE,
  POSTING_TEXT_FILE,
  postingPdf,
  postingPngBase64,
  postingText,
} from './fixtures/news/eventsAndJobs';

const breakingNewsUrl = '*/api/news/breakingnews';
const eventsUrl = '*/api/news/events';
const jobsUrl = '*/api/news/jobs';
const viewJobUrl = '*/api/news/view-job';

const badRequest = (error: string) => HttpResponse.json({ error }, { status: 400 });
const pngBytes = () => Uint8Array.from(atob(postingPngBase64), (character) => character.charCodeAt(0));

function postingResponse(file: string | null) {
  switch (file) {
    case POSTING_TEXT_FILE:
      return new HttpResponse(postingText, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    case POSTING_PDF_FILE:
      return new HttpResponse(postingPdf, { headers: { 'Content-Type': 'application/pdf' } });
    case POSTING_IMAGE_FILE:
      return new HttpResponse(pngBytes(), { headers: { 'Content-Type': 'image/png' } });
    default:
      return HttpResponse.json({ error: 'Not found' }, { status: 404 });
  }
}

export const newsHandlers: RequestHandler[] = [
  http.get(breakingNewsUrl, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const type = query.get('type');
    const period = query.get('period');
    if (type === 'short') return HttpResponse.json(shortNewsItems);
    if (type !== 'full') return badRequest('The type parameter must be "short" or "full".');
    if (period === 'curr') return HttpResponse.json(currentNewsItems);
    if (period === 'prev') return HttpResponse.json(oldNewsItems);
    return badRequest('The period parameter must be "curr" or "prev".');
  }),
  http.get(eventsUrl, () => HttpResponse.json(newsEvents)),
  http.get(jobsUrl, () => HttpResponse.json(newsJobs)),
  http.get(viewJobUrl, ({ request }) => postingResponse(new URL(request.url).searchParams.get('file'))),
];

const serverError = () => HttpResponse.json({ error: 'Internal Server Error' }, { status: 500 });
const newsUrls = [breakingNewsUrl, eventsUrl, jobsUrl, viewJobUrl];

/** Every news call fails with 500. */
export const failingNewsHandlers = (): RequestHandler[] => newsUrls.map((url) => http.get(url, serverError));

/** Every news list comes back empty. */
export const emptyNewsHandlers = (): RequestHandler[] => [breakingNewsUrl, eventsUrl, jobsUrl].map((url) => http.get(url, () => HttpResponse.json([])));

/** The news calls never answer, to show the loading state. */
export const pendingNewsHandlers = (): RequestHandler[] =>
  newsUrls.map((url) =>
    http.get(url, async () => {
      await delay('infinite');
      return serverError();
    }),
  );

/** A posting served as a type the viewer does not show (HTML). */
export const unviewablePostingHandler = (): RequestHandler =>
  http.get(viewJobUrl, () => new HttpResponse('<p>posting</p>', { headers: { 'Content-Type': 'text/html' } }));
