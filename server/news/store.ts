// The news, events and job postings (000 §3, §7), the same on every store (sqlite/, postgres/). Dates are ISO days
// (YYYY-MM-DD, UTC).
import type { JobPosting, NewsEvent, NewsItem } from './types';

export interface EventRow {
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

export interface JobRow {
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

export const eventFromRow = ({ city, region, country, ...event }: EventRow): NewsEvent => ({
  ...event,
  location: { CityName: city, RegionName: region, CountryName: country },
});

// 'deadline' is left out, not null, when the post is open until filled (000 §3: optional deadline).
export const jobFromRow = ({ deadline, ...job }: JobRow): JobPosting => (deadline === null ? job : { ...job, deadline });

export interface NewsStore {
  /** The newest items, newest first. */
  latestItems(limit: number): Promise<NewsItem[]>;
  /** Items published on the day or later, newest first. */
  itemsSince(day: string): Promise<NewsItem[]>;
  /** Items published before the day, newest first. */
  itemsBefore(day: string): Promise<NewsItem[]>;
  /** Events that have not ended before the day, soonest first. */
  eventsNotEndedBy(day: string): Promise<NewsEvent[]>;
  /** Postings whose deadline is the day or later, or that have none; newest first. */
  jobsOpenOn(day: string): Promise<JobPosting[]>;
  /** Inserts an item and answers its id (the given one, or a new one). */
  insertItem(item: NewNewsItem): Promise<number>;
  insertEvent(event: NewEvent): Promise<number>;
  insertJob(job: NewJob): Promise<number>;
  counts(): Promise<NewsCounts>;
}
