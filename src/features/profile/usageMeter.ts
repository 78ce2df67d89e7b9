// 000 §9: the usage-unit tracker's bar and expiry. Pure, so the boundaries can be tested exactly.

export type UsageLevel = 'green' | 'yellow' | 'red';

/** 000 §9: 100 when remaining equals total, else remaining / total as a percentage (kept within 0 to 100). */
export function usagePercent(remaining: number, total: number): number {
  if (remaining === total) return 100;
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, (remaining / total) * 100));
}

/** 000 §9: green above 70 %, yellow above 30 %, red otherwise (70 itself is yellow, 30 itself is red). */
export function usageLevel(percent: number): UsageLevel {
  if (percent > 70) return 'green';
  if (percent > 30) return 'yellow';
  return 'red';
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A 'YYYY-MM-DD' text as that calendar day, held as UTC midnight and always formatted in UTC, so the day shown
 * is the day written whatever the reader's time zone (read as local time, UTC midnight is the day before
 * anywhere west of Greenwich).
 */
export function parseCalendarDate(text: string | null | undefined): Date | null {
  const match = CALENDAR_DATE.exec(text ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Rejects 2026-02-30 and the like, which Date would roll over into the next month.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date;
}

/** 000 §9: the expiry shown is the later of the complimentary expiry and the subscription expiry; '' when neither. */
export function laterExpiry(freeExpiryDate: string | null | undefined, expiryDate: string | null | undefined): string {
  const dates = [freeExpiryDate, expiryDate].filter((text): text is string => parseCalendarDate(text) !== null);
  // Dates in 'YYYY-MM-DD' order the same way as text.
  return dates.reduce((later, date) => (date.slice(0, 10) > later.slice(0, 10) ? date : later), dates[0] ?? '');
}

const usShortDate = new Intl.DateTimeFormat('en-US', { month: 'numeric', day: 'numeric', year: '2-digit', timeZone: 'UTC' });

/** 000 §9: dates in US short format ('2026-06-24' → '6/24/26'); '' for a text that is not a date. */
export function formatUsShortDate(text: string | null | undefined): string {
  const date = parseCalendarDate(text);
  return date ? usShortDate.format(date) : '';
}
