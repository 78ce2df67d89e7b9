// The news store over PostgreSQL (migration 003 of server/db/postgres/migrations).
import type { Queryable } from '../../db/postgres/connection';
import type { NewsItem } from '../types';
import { eventFromRow, jobFromRow, type EventRow, type JobRow, type NewsStore } from '../store';

const ITEM_COLUMNS = 'id, published_on AS date, title, content_html AS content';
const NEWEST_FIRST = 'ORDER BY published_on DESC, id DESC';
const EVENT_COLUMNS = 'id, headline, begins, ends, venue, city, region, country, uri';
const JOB_COLUMNS = 'id, headline, issued_on AS "issuedOn", employer_name AS "employerName", location, uri, deadline';

type Table = 'news_items' | 'news_events' | 'news_jobs';

export function postgresNewsStore(db: Queryable): NewsStore {
  const rows = async <T>(name: string, text: string, values: unknown[]) => (await db.query<T & Record<string, unknown>>({ name, text, values })).rows as T[];
  /** Inserts with the given id or a new one; a given id moves the table's id sequence past it. */
  const insert = async (table: Table, columns: string[], values: unknown[], id: number | null | undefined): Promise<number> => {
    const names = id == null ? columns : ['id', ...columns];
    const params = id == null ? values : [id, ...values];
    const placeholders = params.map((_, index) => `$${index + 1}`).join(', ');
    const { rows: inserted } = await db.query<{ id: number }>(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${placeholders}) RETURNING id`, params);
    if (id != null) await db.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
    return inserted[0]!.id;
  };

  return {
    latestItems: (limit) => rows<NewsItem>('news-latest', `SELECT ${ITEM_COLUMNS} FROM news_items ${NEWEST_FIRST} LIMIT $1`, [limit]),
    itemsSince: (day) => rows<NewsItem>('news-since', `SELECT ${ITEM_COLUMNS} FROM news_items WHERE published_on >= $1 ${NEWEST_FIRST}`, [day]),
    itemsBefore: (day) => rows<NewsItem>('news-before', `SELECT ${ITEM_COLUMNS} FROM news_items WHERE published_on < $1 ${NEWEST_FIRST}`, [day]),
    eventsNotEndedBy: async (day) =>
      (await rows<EventRow>('news-events', `SELECT ${EVENT_COLUMNS} FROM news_events WHERE ends >= $1 ORDER BY begins, id`, [day])).map(eventFromRow),
    jobsOpenOn: async (day) =>
      (await rows<JobRow>('news-jobs', `SELECT ${JOB_COLUMNS} FROM news_jobs WHERE deadline IS NULL OR deadline >= $1 ORDER BY issued_on DESC, id DESC`, [day])).map(
        jobFromRow,
      ),
    insertItem: (item) => insert('news_items', ['published_on', 'title', 'content_html'], [item.date, item.title, item.content], item.id),
    insertEvent: (event) =>
      insert(
        'news_events',
        ['headline', 'begins', 'ends', 'venue', 'city', 'region', 'country', 'uri'],
        [event.headline, event.begins, event.ends, event.venue, event.city, event.region, event.country, event.uri],
        event.id,
      ),
    insertJob: (job) =>
      insert('news_jobs', ['headline', 'issued_on', 'employer_name', 'location', 'uri', 'deadline'], [job.headline, job.issuedOn, job.employerName, job.location, job.uri, job.deadline], job.id),
    async counts() {
      const [counted] = await rows<{ items: number; events: number; jobs: number }>(
        'news-counts',
        `SELECT (SELECT count(*) FROM news_items) AS items, (SELECT count(*) FROM news_events) AS events, (SELECT count(*) FROM news_jobs) AS jobs`,
        [],
      );
      return counted ?? { items: 0, events: 0, jobs: 0 };
    },
  };
}
