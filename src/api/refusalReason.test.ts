import { describe, expect, it } from 'vitest';
import { refusalReason } from './refusalReason';

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
