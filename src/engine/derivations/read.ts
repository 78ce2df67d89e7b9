// Defensive readers for derivations. A derivation receives the parsed record, but it must never throw, even on
// data that slipped past a schema or a record of the wrong type: every read here tolerates anything.

export type Id = string | number;
type Obj = Record<string, unknown>;

export function asObject(value: unknown): Obj | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Obj) : undefined;
}

/** An own property of an object (never one inherited from Object.prototype); undefined for anything else. */
export function prop(source: unknown, key: string): unknown {
  const object = asObject(source);
  return object && Object.prototype.hasOwnProperty.call(object, key) ? object[key] : undefined;
}

/** The objects of a list; anything that is not a list gives none, elements that are not objects are skipped. */
export function objects(value: unknown): Obj[] {
  if (!Array.isArray(value)) return [];
  return value.map(asObject).filter((item): item is Obj => item !== undefined);
}

/** A string or finite number as trimmed text; anything else is ''. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Text, or undefined when there is none (so a table shows an empty cell rather than ''). */
export function optionalText(value: unknown): string | undefined {
  return text(value) || undefined;
}

/** A finite number, also from a numeric string; undefined otherwise. */
export function num(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

/** An id (number or non-blank string), else undefined. */
export function idOf(value: unknown): Id | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') return value.trim() || undefined;
  return undefined;
}

/** A list of non-blank strings from a list, one string, or nothing. */
export function strings(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(text).filter(Boolean);
  const single = text(value);
  return single ? [single] : [];
}

/** 002 §3: flags arrive as booleans or 'T'/'F'. */
export function flagValue(value: unknown): boolean | undefined {
  if (value === true || value === 'T' || value === 'true') return true;
  if (value === false || value === 'F' || value === 'false') return false;
  return undefined;
}

/** Category names compared the way people write them: case and spacing do not matter. */
export function sameName(a: unknown, b: string): boolean {
  return text(a).replace(/\s+/g, ' ').toLowerCase() === b.replace(/\s+/g, ' ').toLowerCase();
}

/** The names in an author list (one string separated by commas or semicolons, or a list). */
export function authorNames(value: unknown): string[] {
  if (Array.isArray(value)) return strings(value);
  return text(value)
    .split(/\s*[;,]\s*/)
    .filter(Boolean);
}

/** 'Smith J et al. (2011)', 'Smith J (2011)', 'Smith J', or '' — a short citation. */
export function shortCitation(authorsValue: unknown, yearValue: unknown): string {
  const names = authorNames(authorsValue);
  const who = names.length > 1 ? `${names[0]} et al.` : (names[0] ?? '');
  const year = text(yearValue);
  return [who, year && `(${year})`].filter(Boolean).join(' ');
}

/** A date as the server sent it (ISO string or epoch milliseconds), else undefined; the 'date' formatter shows it. */
export function dateOf(value: unknown): string | number | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
