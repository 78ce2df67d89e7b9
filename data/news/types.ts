// The demo news of the reference server (seeded by server/news/seed.ts). Dates are given relative to the day the
// database is seeded (daysAgo, beginsInDays, …), so a freshly seeded portal always has news of the past 9 months
// (breaking news) and older news, upcoming events and open job postings.

export interface NewsItemSeed {
  id: number;
  /** Published this many days before the seeding day. */
  daysAgo: number;
  title: string;
  /** HTML: paragraphs, lists and links to portal pages. */
  content: string;
}

export interface EventSeed {
  id: number;
  headline: string;
  /** Begins this many days after the seeding day (negative: already under way). */
  beginsInDays: number;
  /** How many days it lasts, counting the first (1: a one-day event). */
  days: number;
  venue: string;
  city: string;
  region: string;
  country: string;
  uri: string;
}

export interface JobSeed {
  id: number;
  headline: string;
  issuedDaysAgo: number;
  employerName: string;
  location: string;
  /** An http(s) URL, or the name of a posting file in data/news/postings. */
  uri: string;
  /** Applications close this many days after the seeding day; absent: open until filled. */
  deadlineInDays?: number;
}
