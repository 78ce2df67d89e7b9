// The calendar date the demo dataset is seeded on. Records that must look recent whatever day the portal is first
// started — the recently added literature of 002 §2.1, which lists this year's publications modified in the 14
// days before the newest modification date — are dated from it. DEMO_SEED_DATE=YYYY-MM-DD fixes it, so a test or
// a reproducible run seeds the same records on any day; otherwise it is today in the machine's time zone (the
// year the browse page asks for is the browser's, on the same machine in every ordinary set-up).

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date as YYYY-MM-DD, or a message naming what is wrong with it. */
export function parseSeedDate(text: string): string {
  const match = ISO_DATE.exec(text.trim());
  if (!match) throw new Error(`DEMO_SEED_DATE must be a date written YYYY-MM-DD, not "${text}".`);
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.toISOString().slice(0, 10) !== `${year}-${month}-${day}`) throw new Error(`DEMO_SEED_DATE "${text}" is not a day of the calendar.`);
  return `${year}-${month}-${day}`;
}

/** Today in the machine's time zone, as YYYY-MM-DD. */
export function localDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

// The dataset is also bundled into the front end's mock mode, where there is no process.
const configured = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.DEMO_SEED_DATE;

/** The seeding date: DEMO_SEED_DATE when set (and valid), else today. */
export function demoSeedDate(setting: string | undefined = configured, now: Date = new Date()): string {
  return setting !== undefined && setting.trim() !== '' ? parseSeedDate(setting) : localDate(now);
}

/** The date `days` days before a YYYY-MM-DD date, as YYYY-MM-DD (calendar arithmetic, no time zone involved). */
export function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
