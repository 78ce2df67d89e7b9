// @vitest-environment node
// Which encoding a kept answer goes out in, for the Accept-Encoding headers browsers and tools send.
import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from './sendPreparedAnswer';

describe('acceptedEncoding', () => {
  it('answers brotli to a browser, which accepts both', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('br')).toBe('br');
  });

  it('answers gzip to a client that accepts only gzip (or its old name) or weighs it higher', () => {
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('x-gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, *')).toBe('gzip');
  });

  it('answers uncompressed when asked for nothing we make, or for nothing at all', () => {
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('')).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('deflate, zstd')).toBeNull();
    expect(acceptedEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(acceptedEncoding('*;q=0')).toBeNull();
  });

  it('takes any of ours for *, brotli first', () => {
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('gzip;q=0.4, *;q=0.6')).toBe('br');
  });
});
