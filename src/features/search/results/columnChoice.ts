/**
 * Which columns of a results category the reader hides (a column chooser whose choice is remembered).
 * Every column shows until the reader hides it: at 1280 px each category's full set of columns fits. The choice is
 * kept per category in localStorage as the ids of the hidden columns; a stored value that is not such a list, or
 * ids the category does not have, are ignored. The first column names the row (its link, its checkbox's name) and
 * is always shown. Downloads write every column whatever is shown (001 §2.3 names no choice of columns).
 */

export const columnChoiceKey = (category: string) => `results.columns.${category}`;

const noneHidden: ReadonlySet<string> = new Set();

/** The hidden columns a stored value names, among the category's columns (`ids`, the first one never). */
export function parseHiddenColumns(stored: string | null, ids: readonly string[]): ReadonlySet<string> {
  if (stored === null) return noneHidden;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return noneHidden;
  }
  if (!Array.isArray(value)) return noneHidden;
  const hideable = new Set(ids.slice(1));
  return new Set(value.filter((id): id is string => typeof id === 'string' && hideable.has(id)));
}

/** The stored value after the reader shows or hides one column. */
export function storedAfterChoice(hidden: ReadonlySet<string>, id: string, shown: boolean): string {
  const next = new Set(hidden);
  if (shown) next.delete(id);
  else next.add(id);
  return JSON.stringify([...next]);
}
