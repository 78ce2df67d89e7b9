import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageAfterLogin } from './credentialLogin';

// The portal's own address, as the browser gives it; safeRedirectPath reads it from window.location.
beforeEach(() => vi.stubGlobal('window', { location: { origin: 'http://localhost:3000' } }));
afterEach(() => vi.unstubAllGlobals());

describe('the page a fresh login continues to', () => {
  it.each([
    ['/locus?key=1', '/locus?key=1'],
    ['http://localhost:3000/gene?key=9#homology', '/gene?key=9#homology'],
    ['https://evil.example/', '/auth/login'],
    ['//evil.example', '/auth/login'],
    ['javascript:alert(1)', '/auth/login'],
    ['/\\evil.example', '/auth/login'],
    ['/login', '/auth/login'],
  ])('after a login with redirect=%s is %s', (redirect, expected) => {
    expect(pageAfterLogin(redirect)).toBe(expected);
  });

  it('is /auth/login when no page was named', () => {
    expect(pageAfterLogin(null)).toBe('/auth/login');
  });
});
