// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { entityTag, ifRangeHolds, parseRange } from './byteRange';

describe('parseRange against a file of 1000 bytes', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=500-', { start: 500, end: 999 }],
    ['bytes=999-999', { start: 999, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['Bytes = 10 - 19', { start: 10, end: 19 }],
  ])('%s → bytes %o', (header, range) => {
    expect(parseRange(header, 1000)).toEqual({ kind: 'partial', range });
  });

  it.each(['bytes=1000-', 'bytes=1000-1200', 'bytes=-0'])('%s cannot be satisfied', (header) => {
    expect(parseRange(header, 1000)).toEqual({ kind: 'unsatisfiable' });
  });

  it.each([undefined, 'bytes=0-9,20-29', 'items=0-9', 'bytes=abc', 'bytes=-', 'bytes=50-10'])(
    '%s is answered with the whole file',
    (header) => {
      expect(parseRange(header, 1000)).toEqual({ kind: 'whole' });
    },
  );

  it('an empty file is always sent whole', () => {
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'whole' });
  });
});

describe('If-Range', () => {
  const modified = Date.UTC(2025, 5, 30, 12, 0, 0, 250);
  const etag = entityTag(1000, modified);

  it('holds without the header, with the current tag, or with the current date to the second', () => {
    expect(ifRangeHolds(undefined, etag, modified)).toBe(true);
    expect(ifRangeHolds(etag, etag, modified)).toBe(true);
    expect(ifRangeHolds(new Date(modified).toUTCString(), etag, modified)).toBe(true);
  });

  it('fails for another file version: a changed size or time changes the tag', () => {
    expect(ifRangeHolds(entityTag(1001, modified), etag, modified)).toBe(false);
    expect(ifRangeHolds(entityTag(1000, modified + 1000), etag, modified)).toBe(false);
    expect(ifRangeHolds(new Date(modified - 60_000).toUTCString(), etag, modified)).toBe(false);
    expect(ifRangeHolds('not a date', etag, modified)).toBe(false);
  });
});
