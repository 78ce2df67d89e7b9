// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { likeContains, trigramPhrase, wordQuery, wordsOf } from './ftsText';

describe('typed text turned into FTS5 and LIKE patterns', () => {
  it('quotes a trigram phrase, doubling quotes, so FTS5 operators stay plain text', () => {
    expect(trigramPhrase('NEAR(a b)')).toBe('"NEAR(a b)"');
    expect(trigramPhrase('say "hi" OR *')).toBe('"say ""hi"" OR *"');
  });

  it('keeps only the words of a word query, each quoted, the last one a prefix', () => {
    expect(wordsOf('Flowering-time: LOCUS T!')).toEqual(['flowering', 'time', 'locus', 't']);
    expect(wordQuery('" OR 1=1 --')).toBe('"or" "1" "1"*');
    expect(wordQuery('ünï code')).toBe('"ünï" "code"*');
    expect(wordQuery('*** ^^ ()')).toBeNull();
  });

  it('escapes the LIKE wildcards and the escape character', () => {
    expect(likeContains('10%_a\\b')).toBe('%10\\%\\_a\\\\b%');
  });
});
