import { describe, expect, it } from 'vitest';
import { annotationSentence, countSentence, matchCount } from './resultCount';

describe('the match count (001 §4)', () => {
  it('is the total when 10,000 docs came back and the total is larger', () => {
    expect(matchCount(10_000, 12_345)).toBe(12_345);
    expect(countSentence(10_000, 12_345)).toBe('Showing the first 10,000 of 12,345 results.');
  });

  it('is the number of docs otherwise', () => {
    expect(matchCount(10_000, 10_000)).toBe(10_000);
    expect(matchCount(40, 12_345)).toBe(40);
    expect(countSentence(1, 1)).toBe('1 result');
    expect(countSentence(1234, 1234)).toBe('1,234 results');
  });

  it('builds the annotation header exactly', () => {
    expect(annotationSentence('GO Biological Process', 3)).toBe('Your query for annotations where keywords are GO Biological Process resulted in 3 records.');
  });
});
