import { describe, expect, it } from 'vitest';
import { refusalReason, refusalShown } from './refusalReason';

describe('the reason of a refusal', () => {
  it("is the server's sentence of a 403", () => {
    expect(refusalReason(403, { error: 'Link your ORCID iD or add usage units on your profile page.' })).toBe(
      'Link your ORCID iD or add usage units on your profile page.',
    );
  });

  it('is nothing for other answers, or a 403 without a sentence', () => {
    expect(refusalReason(500, { error: 'Internal Server Error' })).toBeUndefined();
    expect(refusalReason(400, { error: true, field: 'locusIds', message: 'is required' })).toBeUndefined();
    expect(refusalReason(403, { error: true })).toBeUndefined();
    expect(refusalReason(403, { error: '  ' })).toBeUndefined();
    expect(refusalReason(403, 'Forbidden')).toBeUndefined();
    expect(refusalReason(403, null)).toBeUndefined();
  });
});

describe('the sentence a page shows in place of its failure', () => {
  const limit = { error: true, message: 'Too many gene action and sequence requests from this address. Please wait a minute and try again.' };

  it("is a 429's message, which says which limit was met and when to try again", () => {
    expect(refusalShown(429, limit)).toBe(limit.message);
  });

  it("is a 403's reason, and nothing for a 400 (001 §8: a refused search shows no message) or a 500", () => {
    expect(refusalShown(403, { error: 'Link your ORCID iD.' })).toBe('Link your ORCID iD.');
    expect(refusalShown(400, { error: true, field: 'locusIds', message: 'is required' })).toBeUndefined();
    expect(refusalShown(500, { error: true, message: 'Internal' })).toBeUndefined();
    expect(refusalShown(429, { error: true })).toBeUndefined();
  });
});
