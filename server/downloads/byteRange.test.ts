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

  it.each(['bytes=1000-', 'bytes=1000-1200', 'bytes=-0', 'bytes=99999999999999999999-', 'bytes=1000-,2000-', 'bytes=-0,1000-'])(
    '%s selects no byte of the file: 416',
    (header) => {
      expect(parseRange(header, 1000)).toEqual({ kind: 'unsatisfiable', reason: 'starts beyond the end of the file' });
    },
  );

  it.each(['bytes=5-2', 'bytes=abc', 'bytes=-', 'bytes=', 'bytes=,', 'bytes=0-1-2', 'bytes=1e3-', 'bytes=0-1,5-2', 'bytes=0-1,x', 'bytes=0-1;2-3'])(
    '%s is not a valid byte range: 416 (RFC 9110 lets a server reject it)',
    (header) => {
      expect(parseRange(header, 1000)).toEqual({ kind: 'unsatisfiable', reason: 'is not a valid byte range' });
    },
  );

  it.each(['bytes=0-0,0-0,0-0', 'bytes=0-99,10-19,50-59', 'bytes=-10,990-,995-999'])('%s asks for more than two overlapping ranges: 416', (header) => {
    expect(parseRange(header, 1000)).toEqual({ kind: 'unsatisfiable', reason: 'asks for more than two overlapping ranges' });
  });

  it.each([
    ['no header', undefined],
    ['two overlapping ranges', 'bytes=0-0,0-0'],
    ['two ranges', 'bytes=0-9,20-29'],
    ['ranges of which one selects bytes', 'bytes=0-9,5000-'],
    ['another unit', 'items=0-9'],
    ['no unit', 'garbage'],
    ['no unit before =', '=0-9'],
    ['a unit that is no token', 'by tes=0-9'],
  ])('%s (%s): the whole file', (_, header) => {
    expect(parseRange(header, 1000)).toEqual({ kind: 'whole' });
  });

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
