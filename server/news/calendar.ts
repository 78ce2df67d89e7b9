// Calendar days as the news tables store them: ISO dates (YYYY-MM-DD) in UTC.

/** 000 §9: breaking news is the past 9 months; older news is beyond that. */
export const BREAKING_NEWS_MONTHS = 9;

export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The day that lies the given number of days after `from` (negative: before). */
export function daysAfter(from: Date, days: number): string {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days));
  return isoDay(day);
}

/**
 * The same day of the month, the given number of months earlier; when that month is shorter, its last day
 * (30 November minus 9 months is 28 February, or the 29th in a leap year).
 */
export function monthsBefore(from: Date, months: number): string {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() - months;
  const lastDayOfTargetMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return isoDay(new Date(Date.UTC(year, month, Math.min(from.getUTCDate(), lastDayOfTargetMonth))));
}

/** The first day of breaking news: items published on it or later are current, earlier ones are old news. */
export const breakingNewsSince = (today: Date) => monthsBefore(today, BREAKING_NEWS_MONTHS);
