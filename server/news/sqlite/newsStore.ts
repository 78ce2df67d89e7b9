// The news store over the embedded SQLite file (migration 004). Every value is a bound parameter.
import type { Db } from '../../db/database';
import type { NewsItem } from '../types';
import { eventFromRow, jobFromRow, type EventRow, type JobRow, type NewEvent, type NewJob, type NewNewsItem, type NewsCounts, type NewsStore } from '../store';

const ITEM_COLUMNS = 'id, published_on AS date, title, content_html AS content';
const NEWEST_FIRST = 'ORDER BY published_on DESC, id DESC';

export function sqliteNewsStore(db: Db): NewsStore {
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
    latestItems: async (limit) => latest.all(limit),
    itemsSince: async (day) => since.all(day),
    itemsBefore: async (day) => before.all(day),
    eventsNotEndedBy: async (day) => eventsEndingFrom.all(day).map(eventFromRow),
    jobsOpenOn: async (day) => openJobs.all(day).map(jobFromRow),
    insertItem: async (item) => Number(insertItem.run({ ...item, id: item.id ?? null }).lastInsertRowid),
    insertEvent: async (event) => Number(insertEvent.run({ ...event, id: event.id ?? null }).lastInsertRowid),
    insertJob: async (job) => Number(insertJob.run({ ...job, id: job.id ?? null }).lastInsertRowid),
    counts: async () => counts.get() ?? { items: 0, events: 0, jobs: 0 },
  };
}
