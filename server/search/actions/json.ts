// Tolerant readers of stored record bodies. The records are JSON written by the dataset (or a deployment's own
// export), checked by the front end's lenient zod schemas only when a page shows them; the gene actions read a few
// fields from them and must never fail on one record that lacks a field or spells an id as a number.

export type JsonObject = Record<string, unknown>;

export const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The objects of a list field; anything else reads as an empty list. */
export const objects = (value: unknown): JsonObject[] => (Array.isArray(value) ? value.filter(isObject) : []);

/** A non-empty string, or null. */
export const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** An id written as a number or a string, as text; or null. */
export const idText = (value: unknown): string | null =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** A whole number written as a number (or a numeric string), or null. */
export const wholeNumber = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : null;
};

/** 002 §3 flags: true, 'T' or 'true'. */
export const flag = (value: unknown): boolean => value === true || value === 'T' || value === 'true';

/** Parses a stored body; a body that is not a JSON object reads as an empty object. */
export function parseBody(body: string | undefined): JsonObject {
  if (body === undefined) return {};
  try {
    const parsed: unknown = JSON.parse(body);
    return isObject(parsed) ? parsed : {};
  } catch {
    return {};
  }
}
