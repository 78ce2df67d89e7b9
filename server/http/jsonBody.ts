// JSON request bodies: refused with 400 when nested deeper than MAX_JSON_DEPTH, before JSON.parse spends time on
// them (a 1 MB body of brackets alone takes JSON.parse about a third of a second, and no call of this API takes
// more than a few levels). Everything else is Fastify's own JSON parsing: 400 for an empty body or bad JSON, 400
// for __proto__ or constructor keys, 413 for a body over the server's bodyLimit.
import type { FastifyInstance } from 'fastify';

/** Far more than any call of the API needs (their bodies are flat objects). */
export const MAX_JSON_DEPTH = 64;

export const TOO_DEEP_MESSAGE = `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep.`;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether JSON text opens more than `limit` objects and arrays inside one another. Brackets inside strings do not
 * count. One pass over the text, no allocation; it does not check that the text is valid JSON (JSON.parse does).
 */
export function nestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      if (++depth > limit) return true;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      depth--;
    }
  }
  return false;
}

/** Replaces Fastify's application/json parser with one that refuses deep nesting first. */
export function registerJsonBodyParser(app: FastifyInstance): void {
  // Fastify's defaults: a __proto__ or constructor.prototype key is an error (400), not silently kept or dropped.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestedDeeperThan(text, MAX_JSON_DEPTH)) {
      done(Object.assign(new Error(TOO_DEEP_MESSAGE), { statusCode: 400 }), undefined);
      return;
    }
    // The parser reports through `done`; what it returns is not used.
    void parseJson(request, text, done);
  });
}
