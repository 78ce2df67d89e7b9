import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safeRedirect';

const origin = 'http://127.0.0.1:8080';

describe('the page a login continues to', () => {
  it.each([
    ['http://127.0.0.1:8080/locus?key=2200934#homology', '/locus?key=2200934#homology'],
    ['/gene?key=1', '/gene?key=1'],
    ['news/jobs', '/news/jobs'],
  ])('follows %s into the portal', (redirect, expected) => {
    expect(safeRedirectPath(redirect, origin)).toBe(expected);
  });

  it.each([
    ['another site', 'https://evil.example/phish'],
    ['a protocol-relative address', '//evil.example/phish'],
    ['a backslash trick', '/\\evil.example'],
    ['a script address', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,<script>alert(1)</script>'],
    ['the same host on another port', 'http://127.0.0.1:9999/profile'],
    ['the login page itself', '/login?redirect=/profile'],
    ['the login step', '/auth/login'],
    ['nothing', ''],
  ])('refuses %s', (_, redirect) => {
    expect(safeRedirectPath(redirect, origin)).toBeNull();
  });

  it('refuses a missing parameter', () => {
    expect(safeRedirectPath(null, origin)).toBeNull();
  });
});
