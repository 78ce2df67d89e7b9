// Client errors thrown from route handlers. The server's error handler answers any error carrying a 4xx statusCode
// with { error: message }, so a handler can stop at the first bad parameter with a message that names it.

export class RequestError extends Error {
  constructor(
    readonly statusCode: 400 | 404,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new RequestError(400, message);
export const notFound = (message: string) => new RequestError(404, message);

/**
 * A query parameter's value, trimmed; undefined when it is absent. A parameter given more than once is refused
 * (400), and so is a missing or empty one when required.
 */
export function queryText(query: unknown, name: string, { required = false } = {}): string | undefined {
  const raw = (query as Record<string, unknown> | undefined)?.[name];
  if (raw === undefined) {
    if (required) throw badRequest(`The ${name} parameter is required.`);
    return undefined;
  }
  if (typeof raw !== 'string') throw badRequest(`The ${name} parameter must be given once.`);
  const value = raw.trim();
  if (required && value === '') throw badRequest(`The ${name} parameter is required.`);
  return value;
}
