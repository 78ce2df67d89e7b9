// The Range header of a download (RFC 9110 §14): one byte range of the file, so that an interrupted download of a
// large release resumes where it stopped (`curl -C -`, `wget -c`, a browser's resume) instead of starting again.
// Several ranges in one request (multipart/byteranges) are not offered: the answer is then the whole file, which
// the RFC allows a server to send in place of any range it does not serve.

/** Bytes start to end of the file, both included. */
export interface ByteRange {
  start: number;
  end: number;
}

export type RangeAnswer =
  | { kind: 'whole' }
  | { kind: 'partial'; range: ByteRange }
  | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes[ \t]*=[ \t]*(\d*)[ \t]*-[ \t]*(\d*)[ \t]*$/i;

/**
 * What to send for a Range header against a file of `size` bytes: the whole file when there is no header or one
 * this server does not serve (another unit, several ranges, a malformed value), the part asked for, or
 * 'unsatisfiable' when the range starts at or past the end of the file.
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  // An empty file has no byte to point at: it is sent whole (as nothing).
  if (header === undefined || size === 0) return { kind: 'whole' };
  const match = SINGLE_RANGE.exec(header);
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // A suffix range: the last N bytes.
    const length = Number(last);
    if (length === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - length), end: size - 1 } };
  }
  const start = Number(first);
  if (!Number.isSafeInteger(start) || start >= size) return { kind: 'unsatisfiable' };
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return { kind: 'whole' };
  return { kind: 'partial', range: { start, end } };
}

/** The validator a client sends back in If-Range: size and modification time, so any change to the file breaks it. */
export function entityTag(size: number, modifiedMs: number): string {
  return `"${size.toString(16)}-${Math.floor(modifiedMs).toString(16)}"`;
}

/**
 * Whether a range may be served under the request's If-Range: always without one; with one, only when it names
 * the file as it is now (its entity tag, or its Last-Modified date to the second). A changed file is sent whole.
 */
export function ifRangeHolds(ifRange: string | undefined, etag: string, modifiedMs: number): boolean {
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === etag;
  const date = Date.parse(value);
  return !Number.isNaN(date) && Math.floor(date / 1000) === Math.floor(modifiedMs / 1000);
}
