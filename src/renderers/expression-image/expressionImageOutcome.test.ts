import { describe, expect, it } from 'vitest';
import { expressionImageOutcome, FETCH_ERROR_TEXT, UNEXPECTED_ERROR_TEXT } from './expressionImageOutcome';

describe('expressionImageOutcome', () => {
  it('passes an image through', () => {
    const image = new Blob(['<svg/>'], { type: 'image/svg+xml' });
    expect(expressionImageOutcome({ kind: 'image', image })).toEqual({ kind: 'image', image });
  });

  it("uses the service's error text when it reports wasSuccessful false, whatever the status", () => {
    const body = { wasSuccessful: false, error: 'Gene 1 is invalid.' };
    expect(expressionImageOutcome({ kind: 'json', ok: true, body })).toEqual({ kind: 'failed', message: 'Gene 1 is invalid.' });
    expect(expressionImageOutcome({ kind: 'json', ok: false, body })).toEqual({ kind: 'failed', message: 'Gene 1 is invalid.' });
  });

  it('falls back to the fetch error for JSON without an error text', () => {
    for (const body of [{ wasSuccessful: false }, { wasSuccessful: true, data: [] }, { wasSuccessful: false, error: '  ' }, null, undefined]) {
      expect(expressionImageOutcome({ kind: 'json', ok: true, body })).toEqual({ kind: 'failed', message: FETCH_ERROR_TEXT });
    }
  });

  it('treats a failed status without JSON as a fetch error', () => {
    expect(expressionImageOutcome({ kind: 'other', ok: false, status: 502 })).toEqual({ kind: 'failed', message: FETCH_ERROR_TEXT });
  });

  it('treats a successful answer that is neither image nor JSON as unexpected', () => {
    expect(expressionImageOutcome({ kind: 'other', ok: true, status: 200 })).toEqual({ kind: 'failed', message: UNEXPECTED_ERROR_TEXT });
  });
});
