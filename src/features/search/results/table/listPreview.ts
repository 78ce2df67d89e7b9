/**
 * How much of a list a results cell shows before its 'more' button, so that a row stays about three lines tall at
 * 1280 px: a short list shows whole; a longer one shows its first items within a budget of items and of
 * characters, and an item too long for the budget alone shows its start; the rest is one click away.
 */
export interface ListPreviewBudget {
  /** A list of at most this many items (within the characters) shows whole. */
  items: number;
  /** The characters the shown items may take together. */
  chars: number;
}

// About three lines of the narrowest list columns (some 12 characters a line), the button included.
export const LIST_PREVIEW: ListPreviewBudget = { items: 3, chars: 20 };

// Codes (gene models, accessions) never break, so each takes a line of its own: three of them fill three lines.
export const CODE_LIST_PREVIEW: ListPreviewBudget = { items: 3, chars: 36 };

export interface ListPreview {
  /** The items shown before the button, the first of them perhaps shortened. */
  shown: string[];
  /** How many items the button reveals (0 when only the first item's end is hidden). */
  hidden: number;
}

/** The start of a text that fits `chars`, cut between words where there is one, and marked with '…'. */
function startOf(text: string, chars: number): string {
  const head = text.slice(0, chars);
  const space = head.lastIndexOf(' ');
  return `${(space > chars / 2 ? head.slice(0, space) : head).replace(/[\s,;:]+$/, '')}…`;
}

/** What a list cell shows while folded; undefined when the whole list fits (no button). */
export function listPreview(texts: readonly string[], budget: ListPreviewBudget = LIST_PREVIEW): ListPreview | undefined {
  const total = texts.reduce((sum, text) => sum + text.length, 0);
  if (texts.length <= budget.items && total <= budget.chars) return undefined;
  // One item less than a whole list, so the button has the last line.
  const most = Math.min(budget.items - 1, texts.length);
  const shown: string[] = [];
  let used = 0;
  for (const text of texts.slice(0, most)) {
    if (used + text.length > budget.chars) break;
    shown.push(text);
    used += text.length;
  }
  if (shown.length === 0) shown.push(startOf(texts[0]!, budget.chars));
  return { shown, hidden: texts.length - shown.length };
}

// 'Other Names' reads 'other names' in a sentence; 'UniProt IDs' and 'GenBank' keep their capitals.
const inSentence = (header: string) => header.replace(/\b[A-Z][a-z]+\b/g, (word) => word.toLowerCase());

/** The button's accessible name while folded: 'Show 7 more keywords', or 'Show all phenotypes' for a shortened item. */
export function moreItemsLabel(hidden: number, header: string): string {
  return hidden > 0 ? `Show ${hidden} more ${inSentence(header)}` : `Show all ${inSentence(header)}`;
}

/** Its name once the whole list shows. */
export function fewerItemsLabel(header: string): string {
  return `Show fewer ${inSentence(header)}`;
}
