// The Range header of a download (RFC 9110 §14): one byte range of the file, so that an interrupted download of a
// large release resumes where it stopped (`curl -C -`, `wget -c`, a browser's resume) instead of starting again.
//
// What each kind of header gets, by RFC 9110 §14.1.1 and §14.2:
//   - no header, or a unit other than bytes (or no unit at all): the whole file, 200 — an origin server MUST ignore
//     a range unit it does not understand;
//   - one valid, satisfiable range: that range, 206 (a last position past the end stops at the end, a suffix longer
//     than the file is the whole file);
//   - a valid range set that nothing satisfies (every range starts at or past the end, or is the suffix -0): 416
//     with Content-Range: bytes */size, as the RFC says a server SHOULD;
//   - an invalid range set (a last position before the first, no digits, other text, an empty list): 416 — the RFC
//     lets a server ignore or reject it, and rejecting tells a broken client its mistake instead of sending it the
//     whole file;
//   - more than two overlapping ranges: 416, rejected as the RFC allows (a sign of a denial-of-service attempt);
//   - several ranges otherwise (bytes=0-0,0-0 included): the whole file, 200. Multipart answers are not offered,
//     and a server MAY ignore the Range header field; the whole file costs no more than a request without one.
// An empty file is always sent whole: the RFC lets a server ignore a Range on a representation with no content.

/** Bytes start to end of the file, both included. */
export interface ByteRange {
  start: number;
  end: number;
}

export type RangeAnswer =
  | { kind: 'whole' }
  | { kind: 'partial'; range: ByteRange }
  | { kind: 'unsatisfiable'; reason: string };

/** An int-range (first-last, last optional) or a suffix-range (-length) of RFC 9110 §14.1.2. */
type RangeSpec = { first: number; last: number | null } | { suffix: number };

const RANGE_UNIT = /^[!#$%&'*+.^_`|~0-9a-z-]+$/i;
const INT_RANGE = /^(\d+)-(\d*)$/;
const SUFFIX_RANGE = /^-(\d+)$/;

/** The range specs of a bytes range set, or null when the set is invalid. Blanks around the parts are allowed. */
function rangeSpecs(rangeSet: string): RangeSpec[] | null {
  // A list may hold empty elements (RFC 9110 §5.6.1), which are skipped; it must hold at least one range.
  const parts = rangeSet.split(',').map((part) => part.replace(/[ \t]+/g, '')).filter((part) => part !== '');
  if (parts.length === 0) return null;
  const specs: RangeSpec[] = [];
  for (const part of parts) {
    const int = INT_RANGE.exec(part);
    const suffix = SUFFIX_RANGE.exec(part);
    if (int) {
      const first = Number(int[1]);
      const last = int[2] === '' ? null : Number(int[2]);
      // §14.1.1: a last position before the first makes the range spec invalid.
      if (last !== null && last < first) return null;
      specs.push({ first, last });
    } else if (suffix) {
      specs.push({ suffix: Number(suffix[1]) });
    } else {
      return null;
    }
  }
  return specs;
}

/** The bytes of the file a spec selects, or null when it selects none (§14.1.1 "satisfiable"). */
function selected(spec: RangeSpec, size: number): ByteRange | null {
  if ('suffix' in spec) return spec.suffix === 0 ? null : { start: Math.max(0, size - spec.suffix), end: size - 1 };
  if (spec.first >= size) return null;
  return { start: spec.first, end: spec.last === null ? size - 1 : Math.min(spec.last, size - 1) };
}

/** How many of the ranges overlap another one. */
function overlappingCount(ranges: readonly ByteRange[]): number {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || a.end - b.end);
  const overlapping = new Set<number>();
  let reach = -1;
  let reachIndex = -1;
  sorted.forEach((range, index) => {
    if (range.start <= reach) {
      overlapping.add(index);
      overlapping.add(reachIndex);
    }
    if (range.end > reach) {
      reach = range.end;
      reachIndex = index;
    }
  });
  return overlapping.size;
}

/** What to send for a Range header against a file of `size` bytes (the rules at the top of this file). */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined || size === 0) return { kind: 'whole' };
  const equals = header.indexOf('=');
  const unit = equals < 0 ? '' : header.slice(0, equals).trim();
  if (!RANGE_UNIT.test(unit) || unit.toLowerCase() !== 'bytes') return { kind: 'whole' };
  const specs = rangeSpecs(header.slice(equals + 1));
  if (specs === null) return { kind: 'unsatisfiable', reason: 'is not a valid byte range' };
  const ranges = specs.map((spec) => selected(spec, size)).filter((range): range is ByteRange => range !== null);
  if (ranges.length === 0) return { kind: 'unsatisfiable', reason: 'starts beyond the end of the file' };
  if (specs.length === 1) return { kind: 'partial', range: ranges[0]! };
  if (overlappingCount(ranges) > 2) return { kind: 'unsatisfiable', reason: 'asks for more than two overlapping ranges' };
  return { kind: 'whole' };
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
