// JSON values and the places inside them: what a detail response is made of, and where a mutation may strike.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };
export type Place = (string | number)[];

export const isObject = (value: Json | undefined): value is JsonObject =>
  value !== null && value !== undefined && typeof value === 'object' && !Array.isArray(value);

/** A deep copy as the server would send it (a JSON round trip: no undefined, no functions, no shared parts). */
export const jsonCopy = <T>(value: T): Json => JSON.parse(JSON.stringify(value)) as Json;

/**
 * Every place below the root, depth first. Long lists contribute their first three elements and their last, so a
 * record with 1,000 rows does not drown the places that are not rows.
 */
export function placesOf(value: Json, maxDepth = 8): Place[] {
  const places: Place[] = [];
  const visit = (current: Json, place: Place) => {
    if (place.length >= maxDepth) return;
    if (Array.isArray(current)) {
      const indexes = [...new Set([0, 1, 2, current.length - 1])].filter((index) => index >= 0 && index < current.length);
      for (const index of indexes) {
        places.push([...place, index]);
        visit(current[index] as Json, [...place, index]);
      }
    } else if (isObject(current)) {
      for (const [name, child] of Object.entries(current)) {
        places.push([...place, name]);
        visit(child, [...place, name]);
      }
    }
  };
  visit(value, []);
  return places;
}

export function valueAt(root: Json, place: Place): Json | undefined {
  let current: Json | undefined = root;
  for (const step of place) {
    if (current === null || current === undefined || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, Json>)[step];
  }
  return current;
}

/** Sets (or, with `undefined`, deletes) the value at a place; own properties only, even for '__proto__'. */
export function setAt(root: Json, place: Place, value: Json | undefined): void {
  const parent = valueAt(root, place.slice(0, -1));
  const last = place[place.length - 1];
  if (parent === null || parent === undefined || typeof parent !== 'object' || last === undefined) return;
  if (Array.isArray(parent) && typeof last === 'number') {
    if (value === undefined) parent.splice(last, 1);
    else parent[last] = value;
    return;
  }
  if (value === undefined) delete (parent as JsonObject)[last];
  else Object.defineProperty(parent, last, { value, enumerable: true, writable: true, configurable: true });
}

export const describePlace = (place: Place) => place.map((step) => (typeof step === 'number' ? `[${step}]` : `.${step}`)).join('').replace(/^\./, '');
