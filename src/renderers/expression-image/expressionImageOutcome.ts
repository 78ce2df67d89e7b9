import type { ExpressionImageResponse } from '../../api/endpoints';

// 002 §8: image load failure shows the server's error text, else the generic fetch error, else the unexpected one.
export const FETCH_ERROR_TEXT = 'An error occurred while fetching the image.';
export const UNEXPECTED_ERROR_TEXT = 'An unexpected error occurred. Please try again later.';

export type ExpressionImageOutcome = { kind: 'image'; image: Blob } | { kind: 'failed'; message: string };

const failed = (message: string): ExpressionImageOutcome => ({ kind: 'failed', message });

/** 002 §7: the service reports its own failures as { wasSuccessful: false, error }. */
function serviceErrorText(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { wasSuccessful, error } = body as { wasSuccessful?: unknown; error?: unknown };
  if (wasSuccessful !== false || typeof error !== 'string' || error.trim() === '') return undefined;
  return error.trim();
}

export function expressionImageOutcome(response: ExpressionImageResponse): ExpressionImageOutcome {
  if (response.kind === 'image') return { kind: 'image', image: response.image };
  if (response.kind === 'json') return failed(serviceErrorText(response.body) ?? FETCH_ERROR_TEXT);
  // A failed status without a report is a fetch error; a successful answer that is neither image nor JSON is not.
  return failed(response.ok ? UNEXPECTED_ERROR_TEXT : FETCH_ERROR_TEXT);
}
