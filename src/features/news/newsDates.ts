// The API sends calendar days (YYYY-MM-DD); they are shown in words, in the reader's language, without any time
// zone shift (a day is a day wherever it is read).
const dayFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** 'March 4, 2026' (in an English locale) for '2026-03-04'; text that is not a day is shown as it came. */
export function readableDate(value: string): string {
  const match = DAY.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? value : dayFormat.format(date);
}

/** One day, or 'first – last' when an event spans several. */
export function readableDateRange(begins: string, ends: string): string {
  return !ends || ends === begins ? readableDate(begins) : `${readableDate(begins)} – ${readableDate(ends)}`;
}
