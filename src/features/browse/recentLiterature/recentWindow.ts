import type { PublicationDoc } from '../browseDocs';

/** 002 §9: the window is the 14 days before the newest modification date. */
export const RECENT_WINDOW_DAYS = 14;

export interface DateWindow {
  /** YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
}

const DAY = 24 * 60 * 60 * 1000;

/** From the 14 days before the newest modification date to that date; null when no publication has a date. */
export function recentWindow(docs: readonly PublicationDoc[]): DateWindow | null {
  let newest: string | null = null;
  for (const doc of docs) if (doc.modified && (newest === null || doc.modified > newest)) newest = doc.modified;
  if (newest === null) return null;
  const from = new Date(Date.parse(`${newest}T00:00:00Z`) - RECENT_WINDOW_DAYS * DAY).toISOString().slice(0, 10);
  return { from, to: newest };
}

/** The publications modified within the window (YYYY-MM-DD strings compare as dates). */
export const withinWindow = (docs: readonly PublicationDoc[], window: DateWindow) =>
  docs.filter((doc) => doc.modified !== null && doc.modified >= window.from && doc.modified <= window.to);

/** 002 §2.1 'Sort by': journal (the default) or author. */
export type LiteratureOrder = 'journal' | 'author';
export const LITERATURE_ORDERS: readonly { value: LiteratureOrder; label: string }[] = [
  { value: 'journal', label: 'journal' },
  { value: 'author', label: 'author' },
];

const firstAuthor = (doc: PublicationDoc) => doc.authors.split(',')[0]?.trim() ?? '';
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** By journal or by first author (case-insensitive, a missing one last), then by title. */
export function orderLiterature(docs: readonly PublicationDoc[], order: LiteratureOrder): PublicationDoc[] {
  const keyOf = order === 'journal' ? (doc: PublicationDoc) => doc.source?.trim() ?? '' : firstAuthor;
  return [...docs].sort((a, b) => {
    const keyA = keyOf(a);
    const keyB = keyOf(b);
    if ((keyA === '') !== (keyB === '')) return keyA === '' ? 1 : -1;
    return collator.compare(keyA, keyB) || collator.compare(a.title, b.title);
  });
}
