import { describe, expect, it } from 'vitest';
import { splitLines } from './splitLines';

describe('splitLines', () => {
  it('splits on both newlines and the separator', () => {
    expect(splitLines('a\\b\r\nc', '\\')).toEqual(['a', 'b', 'c']);
  });
});
