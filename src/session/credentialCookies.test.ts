// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearCredentialCookies, hasCredentialCookies } from './credentialCookies';

describe('the credential cookies', () => {
  afterEach(() => clearCredentialCookies());

  it('mark a login only when both are present', () => {
    expect(hasCredentialCookies('credentialId=a; secretKey=b')).toBe(true);
    expect(hasCredentialCookies('theme=dark; credentialId=a')).toBe(false);
    expect(hasCredentialCookies('secretKey=b')).toBe(false);
    expect(hasCredentialCookies('')).toBe(false);
    expect(hasCredentialCookies('xcredentialId=a; secretKeyx=b')).toBe(false);
  });

  it('are forgotten by the browser when cleared', () => {
    document.cookie = 'credentialId=a; Path=/';
    document.cookie = 'secretKey=b; Path=/';
    expect(hasCredentialCookies()).toBe(true);
    clearCredentialCookies();
    expect(hasCredentialCookies()).toBe(false);
    expect(document.cookie).not.toContain('credentialId');
  });
});
