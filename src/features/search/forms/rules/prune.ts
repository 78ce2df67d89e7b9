// 001 §5: on submit only meaningful values are sent. Empty text, false and 'any' are dropped; a list that is empty or
// holds only 'any' is dropped; an object (a row) left with nothing is dropped, and so is a list left with no rows.

export type PayloadValue = string | number | boolean | null | undefined | PayloadValue[] | { [key: string]: PayloadValue };
export type Payload = { [key: string]: PayloadValue };

const isObject = (value: unknown): value is Payload => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a single value says anything: not empty or blank text, not false, not 'any', not null. */
export function isMeaningful(value: PayloadValue): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '' && value !== 'any';
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.some(isMeaningful);
  if (isObject(value)) return Object.values(value).some(isMeaningful);
  return true;
}

/** The value with everything §5 drops removed; undefined when nothing is left. */
export function pruneValue(value: PayloadValue): PayloadValue {
  if (Array.isArray(value)) {
    // Each element is pruned as a value: 'any' beside chosen codes restricts nothing (the server reads it so), and
    // a list of rows keeps the rows that still say something. A list left empty (or only 'any') is dropped.
    const kept = value.map(pruneValue).filter((item) => item !== undefined);
    return kept.length === 0 ? undefined : kept;
  }
  if (isObject(value)) {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, pruneValue(item)] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length === 0 ? undefined : Object.fromEntries(entries);
  }
  return isMeaningful(value) ? value : undefined;
}

/** The payload as §5 sends it (an empty object when nothing is left). */
export function prunePayload(payload: Payload): Payload {
  const pruned = pruneValue(payload);
  return isObject(pruned) ? pruned : {};
}
