// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safeRedirect';

// Redirect parameters an attacker would put in a login link (/login?redirect=…). None may lead off the portal: the
// answer is null, or a path that a browser reading it again (location.assign) still resolves to this origin.
const origin = 'http://127.0.0.1:8080';

/** What the browser does with the answer: reads it as a URL relative to the page. */
const whereTheBrowserGoes = (path: string) => new URL(path, `${origin}/login?redirect=x`);

const offSite: [string, string][] = [
  ['an absolute address', 'https://evil.example/phish'],
  ['plain http', 'http://evil.example'],
  ['protocol-relative', '//evil.example/x'],
  ['three slashes', '///evil.example/x'],
  ['four slashes', '////evil.example'],
  ['a host with a port', '//evil.example:8080/x'],
  ['a backslash after the slash', '/\\evil.example'],
  ['two backslashes', '\\\\evil.example'],
  ['backslash then slash', '\\/evil.example'],
  ['a scheme with a backslash', 'http:/\\evil.example'],
  ['a scheme with two backslashes', 'http:\\\\evil.example'],
  ['another scheme without slashes', 'https:evil.example'],
  ['another scheme with one slash', 'https:/evil.example'],
  ['a dot segment', '/.//evil.example/x'],
  ['a double-dot segment', '/..//evil.example/x'],
  ['a segment undone by a double dot', '/x/..//evil.example/x'],
  ['two segments undone', '/x/y/../..//evil.example'],
  ['dots past the root', '/x/../..//evil.example'],
  ['two dot segments', '/././/evil.example'],
  ['a percent-encoded double dot', '/%2e%2e//evil.example'],
  ['a percent-encoded double dot in capitals', '/%2E%2E//evil.example'],
  ['a percent-encoded dot', '/%2e//evil.example'],
  ['a half-encoded double dot', '/.%2e//evil.example'],
  ['a tab between the slashes', '/\t/evil.example'],
  ['a newline between the slashes', '/\n/evil.example'],
  ['a carriage return and newline', '/\r\n/evil.example'],
  ['a leading tab', '\t//evil.example'],
  ['a leading space', ' //evil.example'],
  ['a NUL character', '\u0000//evil.example'],
  ['userinfo naming the portal', 'http://127.0.0.1:8080@evil.example/'],
  ['protocol-relative userinfo', '//127.0.0.1:8080@evil.example'],
  ['userinfo on the portal itself', 'http://user:pass@127.0.0.1:8080/profile'],
  ['an encoded slash in userinfo', 'http://evil.example%2F@127.0.0.1:8080/'],
  ['a percent-encoded host', '//evil%2Eexample/x'],
  ['the same host on another port', 'http://127.0.0.1:9999/profile'],
  ['the same host over https', 'https://127.0.0.1:8080/profile'],
  ['a fragment naming the portal', 'https://evil.example#http://127.0.0.1:8080/'],
  ['javascript:', 'javascript:alert(1)'],
  ['JavaScript: in mixed case', 'JavaScript:alert(document.cookie)'],
  ['javascript: split by a tab', 'java\tscript:alert(1)'],
  ['javascript: after a space', ' javascript:alert(1)'],
  ['javascript: after a newline', '\njavascript:alert(1)'],
  ['data:', 'data:text/html,<script>alert(1)</script>'],
  ['data: in base64', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  ['vbscript:', 'vbscript:msgbox(1)'],
  ['file:', 'file:///etc/passwd'],
  ['blob:', 'blob:https://evil.example/1234'],
  ['the login page sending on', '/login?redirect=//evil.example'],
];

// Forms that look alarming but name a path of this portal: harmless, and followed as the path they are.
const onSite: [string, string, string][] = [
  ['an encoded tab', '/%09/evil.example', '/%09/evil.example'],
  ['an encoded backslash', '/%5Cevil.example', '/%5Cevil.example'],
  ['encoded slashes', '%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ['the http scheme without slashes (a relative path)', 'http:evil.example', '/evil.example'],
  ['a page of the portal', '/locus?key=2200934#homology', '/locus?key=2200934#homology'],
  ['the portal in full', 'http://127.0.0.1:8080/profile', '/profile'],
];

describe('login redirects that would leave the portal', () => {
  it.each(offSite)('refuses %s', (_, redirect) => {
    expect(safeRedirectPath(redirect, origin)).toBeNull();
  });
});

describe('login redirects inside the portal', () => {
  it.each(onSite)('follows %s as a path of the portal', (_, redirect, expected) => {
    const path = safeRedirectPath(redirect, origin);
    expect(path).toBe(expected);
    expect(whereTheBrowserGoes(path!).origin).toBe(origin);
  });
});
