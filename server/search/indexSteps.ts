// One build logic for a writer that answers at once (SQLite) and one that answers with promises (PostgreSQL): the
// logic is a generator that yields each writer answer it needs and is handed it back. runSync hands each answer back
// at once, with no promise and no turn of the event loop (the SQLite build and record writes stay synchronous and
// inside better-sqlite3 transactions); runAsync awaits each one.

/** A generator of build steps returning T. */
export type Steps<T> = Generator<unknown, T, unknown>;

/** One writer answer: `const rows = yield* step(writer.recordPage(...))`. */
export function* step<T>(answer: T | Promise<T>): Generator<unknown, T, unknown> {
  return (yield answer) as T;
}

export function runSync<T>(steps: Steps<T>): T {
  let next = steps.next();
  while (!next.done) {
    if (next.value instanceof Promise) throw new Error('A synchronous index writer answered with a promise.');
    next = steps.next(next.value);
  }
  return next.value;
}

export async function runAsync<T>(steps: Steps<T>): Promise<T> {
  let next = steps.next();
  while (!next.done) next = steps.next(await next.value);
  return next.value;
}
