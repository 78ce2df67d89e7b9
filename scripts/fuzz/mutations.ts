// Mutated detail responses: a populated record with fields removed, nulled, of the wrong type, lists emptied,
// 100 kB strings, deeply nested junk and unknown keys. The same record, count and seed always give the same list.
import { describePlace, isObject, jsonCopy, placesOf, setAt, valueAt, type Json, type JsonObject, type Place } from './json';
import { between, pick, seededRandom, type Random } from './random';

export const MUTATION_KINDS = ['remove', 'null', 'wrongType', 'emptyLists', 'hugeString', 'deepJunk', 'unknownKeys', 'several'] as const;
export type MutationKind = (typeof MUTATION_KINDS)[number];

export interface Mutation {
  kind: MutationKind;
  /** What was changed where, e.g. 'wrongType: associatedLocis[0].locusId number → array'. */
  description: string;
  body: JsonObject;
}

export const HUGE_LENGTH = 100_000;

const hugeStrings = [
  () => 'ACGT'.repeat(HUGE_LENGTH / 4),
  () => 'x'.repeat(HUGE_LENGTH),
  () => 'A long sentence that wraps and wraps. '.repeat(Math.ceil(HUGE_LENGTH / 38)).slice(0, HUGE_LENGTH),
  () => '<b>bold</b><script>alert(1)</script>'.repeat(Math.ceil(HUGE_LENGTH / 36)).slice(0, HUGE_LENGTH),
];

const oddStrings: Json[] = ['', ' ', 'T', 'F', '0', 'NaN', '2024-13-45', '{name}', 'javascript:alert(1)', '<img src=x onerror=alert(1)>', '💥 ünïcødé ✓'];
const oddObjects: Json[] = [{}, { name: 1 }, { length: 2, 0: 'a' }, { toString: 'not a function' }];

/** Values of each JSON type that tend to surprise code expecting another: a wrong type is drawn from these. */
const oddValues: Record<string, Json[]> = {
  string: oddStrings,
  number: [0, -1, 3.14159, 1e308, -1e-300, Number.MAX_SAFE_INTEGER + 2],
  boolean: [true, false],
  object: oddObjects,
  array: [[], [null], [1, 'a', {}, []], [[[]]]],
};

const typeOf = (value: Json | undefined) => (value === null || value === undefined ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** Nested objects and arrays `depth` levels deep, with a little of everything at each level. */
export function deepJunk(depth: number): Json {
  let junk: Json = 'bottom';
  for (let level = depth; level > 0; level -= 1) {
    junk = level % 2 === 0 ? { level, next: junk, empty: [], none: null } : [junk, level, { '': '' }];
  }
  return junk;
}

const unknownKeyNames = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '', ' ', 'name.with.dots', '$', '0', 'length'];

type Mutator = (body: JsonObject, random: Random) => string;

const placeIn = (body: JsonObject, random: Random, accept: (value: Json | undefined, place: Place) => boolean = () => true) => {
  const places = placesOf(body).filter((place) => accept(valueAt(body, place), place));
  return places.length > 0 ? pick(random, places) : undefined;
};

const mutators: Record<Exclude<MutationKind, 'several'>, Mutator> = {
  remove: (body, random) => {
    const place = placeIn(body, random, (_, where) => typeof where[where.length - 1] === 'string');
    if (!place) return 'nothing to remove';
    setAt(body, place, undefined);
    return `${describePlace(place)} removed`;
  },
  null: (body, random) => {
    const place = placeIn(body, random);
    if (!place) return 'nothing to null';
    setAt(body, place, null);
    return `${describePlace(place)} → null`;
  },
  wrongType: (body, random) => {
    const place = placeIn(body, random);
    if (!place) return 'nothing to change';
    const before = typeOf(valueAt(body, place));
    const after = pick(random, Object.keys(oddValues).filter((type) => type !== before));
    setAt(body, place, jsonCopy(pick(random, oddValues[after] ?? [null])));
    return `${describePlace(place)} ${before} → ${after}`;
  },
  emptyLists: (body, random) => {
    const lists = placesOf(body).filter((place) => Array.isArray(valueAt(body, place)) && random() < 0.7);
    for (const place of lists) setAt(body, place, []);
    return `${lists.length} lists emptied`;
  },
  hugeString: (body, random) => {
    const strings = placesOf(body).filter((place) => typeof valueAt(body, place) === 'string');
    const chosen = strings.length > 0 ? Array.from({ length: between(random, 1, 3) }, () => pick(random, strings)) : [['hugeText']];
    for (const place of chosen) setAt(body, place, pick(random, hugeStrings)());
    return `${chosen.map(describePlace).join(', ')} 100 kB long`;
  },
  deepJunk: (body, random) => {
    const depth = between(random, 20, 200);
    const place = random() < 0.5 ? placeIn(body, random) : undefined;
    const where = place ?? [pick(random, ['extra', 'details', 'junk'])];
    setAt(body, where, deepJunk(depth));
    return `${describePlace(where)} → junk ${depth} levels deep`;
  },
  unknownKeys: (body, random) => {
    const objects = [[] as Place, ...placesOf(body).filter((place) => isObject(valueAt(body, place)))];
    const added: string[] = [];
    for (let count = between(random, 2, 6); count > 0; count -= 1) {
      const target = pick(random, objects);
      const key = pick(random, unknownKeyNames);
      const holder = valueAt(body, target);
      if (!isObject(holder) || Object.prototype.hasOwnProperty.call(holder, key)) continue;
      setAt(body, [...target, key], jsonCopy(pick(random, [...oddStrings, ...oddObjects, deepJunk(6)])));
      added.push(describePlace([...target, key]) || '(root)');
    }
    return `unknown keys ${added.map((name) => JSON.stringify(name)).join(', ')}`;
  },
};

function mutateOnce(record: Json, kind: MutationKind, random: Random): Mutation {
  const body = jsonCopy(record) as JsonObject;
  if (kind !== 'several') return { kind, description: `${kind}: ${mutators[kind](body, random)}`, body };
  const kinds = Array.from({ length: between(random, 2, 4) }, () => pick(random, MUTATION_KINDS.filter((name) => name !== 'several')));
  const changes = kinds.map((name) => `${name}: ${mutators[name as Exclude<MutationKind, 'several'>](body, random)}`);
  return { kind, description: `several: ${changes.join('; ')}`, body };
}

/**
 * `count` mutations of `record`, the kinds taken in turn (so every kind appears once `count` reaches the number of
 * kinds), each striking a place the seeded generator picks.
 */
export function mutationsOf(record: Json, count: number, seed: number): Mutation[] {
  if (!isObject(record)) throw new Error('A detail record is a JSON object.');
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => mutateOnce(record, MUTATION_KINDS[index % MUTATION_KINDS.length] as MutationKind, random));
}
