// The three news feeds (000 §7: news/breakingnews/rss, news/events/rss, news/jobs/rss). Each item links to the
// portal page that shows it; guids are ids that never change, even when an item moves from breaking to old news.
import type { RssChannel } from './rss';
import type { JobPosting, NewsEvent, NewsItem } from './types';

const dayStart = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

/** News content links to portal pages by path ('/news/events'); a feed reader needs them absolute. */
const withAbsoluteLinks = (html: string, origin: string) => html.replace(/\b(href|src)="\/(?!\/)/g, `$1="${origin}/`);
const isWebAddress = (uri: string) => /^https?:\/\//i.test(uri);

export function breakingNewsChannel(origin: string, selfLink: string, items: readonly NewsItem[]): RssChannel {
  return {
    title: 'TAIR Breaking News',
    link: `${origin}/news/breaking-news`,
    description: 'News of the past 9 months from The Arabidopsis Information Resource: data releases, tools and community announcements.',
    selfLink,
    items: items.map((item) => ({
      title: item.title,
      link: `${origin}/news/breaking-news#${item.id}`,
      guid: `tair-news-${item.id}`,
      guidIsPermaLink: false,
      pubDate: dayStart(item.date),
      description: withAbsoluteLinks(item.content, origin),
    })),
  };
}

export function eventsChannel(origin: string, selfLink: string, events: readonly NewsEvent[]): RssChannel {
  return {
    title: 'TAIR Events',
    link: `${origin}/news/events`,
    description: 'Conferences, workshops and courses for the Arabidopsis research community.',
    selfLink,
    items: events.map((event) => {
      const { CityName, RegionName, CountryName } = event.location;
      const place = [event.venue, CityName, RegionName, CountryName].filter((part) => part.trim() !== '').join(', ');
      const lines = [`${event.begins} to ${event.ends}`, place, event.uri].filter((line) => line !== '');
      return {
        title: event.headline,
        link: `${origin}/news/events`,
        guid: `tair-event-${event.id}`,
        guidIsPermaLink: false,
        pubDate: dayStart(event.begins),
        description: lines.join('\n'),
      };
    }),
  };
}

export function jobsChannel(origin: string, selfLink: string, jobs: readonly JobPosting[]): RssChannel {
  return {
    title: 'TAIR Job Postings',
    link: `${origin}/news/jobs`,
    description: 'Positions in Arabidopsis and plant biology research: postdocs, students, technicians, faculty and curators.',
    selfLink,
    items: jobs.map((job) => {
      const lines = [
        [job.employerName, job.location].filter((part) => part.trim() !== '').join(', '),
        job.deadline ? `Application Deadline: ${job.deadline}` : '',
        isWebAddress(job.uri) ? job.uri : '',
      ].filter((line) => line !== '');
      return {
        title: job.headline,
        // 000 §2.10: a posting file opens in the portal's viewer; a web address is shown from the jobs page.
        link: isWebAddress(job.uri) ? `${origin}/news/jobs` : `${origin}/news/jobs/view?file=${encodeURIComponent(job.uri)}`,
        guid: `tair-job-${job.id}`,
        guidIsPermaLink: false,
        pubDate: dayStart(job.issuedOn),
        description: lines.join('\n'),
      };
    }),
  };
}
