// Prepared statements over the news tables (migration 004). Every value is a bound parameter.
import type { Db } from '../db/database';
import type { JobPosting, NewsEvent, NewsItem } from './types';

interface EventRow {
  id: number;
  headline: string;
  begins: string;
  ends: string;
  venue: string;
  city: string;
  region: string;
  country: string;
  uri: string;
}

interface JobRow {
  id: number;
  headline: string;
  issuedOn: string;
  employerName: string;
  location: string;
  uri: string;
  deadline: string | null;
}

/** A row to insert; without an id, the database assigns one. */
export type NewEvent = Omit<EventRow, 'id'> & { id?: number | null };
export type NewJob = Omit<JobRow, 'id'> & { id?: number | null };
export type NewNewsItem = Omit<NewsItem, 'id'> & { id?: number | null };

export interface NewsCounts {
  items: number;
  events: number;
  jobs: number;
}

const ITEM_COLUMNS = 'id, published_on AS date, title, content_html AS content';
const NEWEST_FIRST = 'ORDER BY published_on DESC, id DESC';

const eventFromRow = ({ city, region, country, ...event }: EventRow): NewsEvent => ({
  ...event,
  location: { CityName: city, RegionName: region, CountryName: country },
});

// 'deadline' is left out, not null, when the post is open until filled (000 §3: optional deadline).
const jobFromRow = ({ deadline, ...job }: JobRow): JobPosting => (deadline === null ? job : { ...job, deadline });

export type NewsStore = ReturnType<typeof newsStore>;

export function newsStore(db: Db) {
  const latest = db.prepare<[number], NewsItem>(`SELECT ${ITEM_COLUMNS} FROM news_items ${NEWEST_FIRST} LIMIT ?`);
  const since = db.prepare<[string], NewsItem>(`SELECT ${ITEM_COLUMNS} FROM news_items WHERE published_on >= ? ${NEWEST_FIRST}`);
  const before = db.prepare<[string], NewsItem>(`SELECT ${ITEM_COLUMNS} FROM news_items WHERE published_on < ? ${NEWEST_FIRST}`);
  const eventsEndingFrom = db.prepare<[string], EventRow>(
    'SELECT id, headline, begins, ends, venue, city, region, country, uri FROM news_events WHERE ends >= ? ORDER BY begins, id',
  );
  const openJobs = db.prepare<[string], JobRow>(
    `SELECT id, headline, issued_on AS issuedOn, employer_name AS employerName, location, uri, deadline
     FROM news_jobs WHERE deadline IS NULL OR deadline >= ? ORDER BY issued_on DESC, id DESC`,
  );
  const insertItem = db.prepare<NewNewsItem>(
    'INSERT INTO news_items (id, published_on, title, content_html) VALUES (@id, @date, @title, @content)',
  );
  const insertEvent = db.prepare<NewEvent>(
    `INSERT INTO news_events (id, headline, begins, ends, venue, city, region, country, uri)
     VALUES (@id, @headline, @begins, @ends, @venue, @city, @region, @country, @uri)`,
  );
  const insertJob = db.prepare<NewJob>(
    `INSERT INTO news_jobs (id, headline, issued_on, employer_name, location, uri, deadline)
     VALUES (@id, @headline, @issuedOn, @employerName, @location, @uri, @deadline)`,
  );
  const counts = db.prepare<[], NewsCounts>(
    `SELECT (SELECT count(*) FROM news_items) AS items, (SELECT count(*) FROM news_events) AS events,
            (SELECT count(*) FROM news_jobs) AS jobs`,
  );

  return {
    /** The newest items, newest first. */
    latestItems: (limit: number) => latest.all(limit),
    /** Items published on the day or later, newest first. */
    itemsSince: (day: string) => since.all(day),
    /** Items published before the day, newest first. */
    itemsBefore: (day: string) => before.all(day),
    /** Events that have not ended before the day, soonest first. */
    eventsNotEndedBy: (day: string) => eventsEndingFrom.all(day).map(eventFromRow),
    /** Postings whose deadline is the day or later, or that have none; newest first. */
    jobsOpenOn: (day: string) => openJobs.all(day).map(jobFromRow),
    /** Inserts an item and answers its id (the given one, or a new one). */
    insertItem: (item: NewNewsItem) => Number(insertItem.run({ ...item, id: item.id ?? null }).lastInsertRowid),
    insertEvent: (event: NewEvent) => Number(insertEvent.run({ ...event, id: event.id ?? null }).lastInsertRowid),
    insertJob: (job: NewJob) => Number(insertJob.run({ ...job, id: job.id ?? null }).lastInsertRowid),
    counts: (): NewsCounts => counts.get() ?? { items: 0, events: 0, jobs: 0 },
  };
}
