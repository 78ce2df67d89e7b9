// @vitest-environment node
// The nesting scanner of JSON request bodies (jsonBody.ts), on its own.
import { describe, expect, it } from 'vitest';
import { nestedDeeperThan } from './jsonBody';

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('nestedDeeperThan', () => {
  it('counts objects and arrays inside one another', () => {
    expect(nestedDeeperThan(nested(3), 3)).toBe(false);
    expect(nestedDeeperThan(nested(4), 3)).toBe(true);
    expect(nestedDeeperThan('{"a":{"b":[{"c":1}]}}', 4)).toBe(false);
    expect(nestedDeeperThan('{"a":{"b":[{"c":1}]}}', 3)).toBe(true);
  });

  it('counts depth, not the number of brackets: siblings do not add up', () => {
    expect(nestedDeeperThan(`[${Array.from({ length: 1000 }, () => '{"x":[1]}').join(',')}]`, 3)).toBe(false);
  });

  it('ignores brackets inside strings, also after escaped quotes and backslashes', () => {
    expect(nestedDeeperThan(JSON.stringify({ username: '[[[[{{{{' }), 1)).toBe(false);
    expect(nestedDeeperThan(JSON.stringify({ text: 'say "[[[[" twice' }), 1)).toBe(false);
    // The object and three arrays: four levels.
    expect(nestedDeeperThan(JSON.stringify({ path: 'C:\\', next: [[[1]]] }), 4)).toBe(false);
    expect(nestedDeeperThan(JSON.stringify({ path: 'C:\\', next: [[[1]]] }), 3)).toBe(true);
  });

  it('reads plain values and empty text as not nested', () => {
    for (const text of ['', '1', '"[[["', 'null']) expect(nestedDeeperThan(text, 0)).toBe(false);
  });
});
