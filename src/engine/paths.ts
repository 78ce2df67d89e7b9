// Reading values by dot path, and the Path<T> type that makes a typo in a config a compile error.

type Primitive = string | number | boolean | bigint | symbol | null | undefined | Date;
type Prev = [never, 0, 1, 2, 3, 4];

/** All dot paths of T, descending into objects (not into array elements), at most 4 levels deep. */
export type Path<T, Depth extends number = 4> = [Depth] extends [never]
  ? never
  : T extends Primitive
    ? never
    : T extends readonly unknown[]
      ? never
      : {
          [K in keyof T & string]-?: NonNullable<T[K]> extends Primitive | readonly unknown[]
            ? K
            : K | `${K}.${Path<NonNullable<T[K]>, Prev[Depth]>}`;
        }[keyof T & string];

export function getByPath(source: unknown, path: string | undefined): unknown {
  if (!path) return source;
  let current: unknown = source;
  for (const segment of path.split('.')) {
    if (current === null || current === undefined || typeof current !== 'object') return undefined;
    // Own properties only: a path must never reach Object.prototype.
    if (!Object.prototype.hasOwnProperty.call(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** Nothing worth showing: null, undefined, blank strings, empty arrays, objects whose values are all empty. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every(isEmptyValue);
  return false;
}

/** A list value as an array: arrays as they are, one object as a one-element list, anything else empty. */
export function asList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value !== null && typeof value === 'object') return [value];
  if (typeof value === 'string' && value.trim() !== '') return [value];
  return [];
}
