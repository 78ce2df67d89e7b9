// @vitest-environment node
// The offline ORCID simulator's page and endpoints: accessible markup, escaped input, registered redirect URIs only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startServer, type TestServer } from '../accounts/accountServer.testSupport';
import { answerSimulator, requestIdOf } from './simulatorFlow.testSupport';

let server: TestServer;
let signInUrl: URL;
beforeAll(async () => {
  server = await startServer();
  signInUrl = new URL(((await (await new Client(server.origin).get('/api/auth/orcidloginlink')).json()) as { url: string }).url);
});
afterAll(async () => {
  await server?.close();
});

/** The sign-in URL with some query parameters replaced. */
const signInWith = (changes: Record<string, string>) => {
  const url = new URL(signInUrl);
  for (const [name, value] of Object.entries(changes)) url.searchParams.set(name, value);
  return url.href;
};

const decide = (form: Record<string, string>) =>
  fetch(new URL('/orcid-simulator/oauth/authorize', server.origin), { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });

describe('the simulator page', () => {
  it('is an accessible HTML page clearly titled as the offline stand-in for ORCID', async () => {
    const response = await fetch(signInUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    // Its form's post must carry the page's Origin, which no-referrer would turn into 'null'.
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(html).toContain('<title>ORCID sign-in simulator (offline stand-in for ORCID)</title>');
    expect(html).toContain('<h1>ORCID sign-in simulator</h1>');
    expect(html).toContain('<legend>Choose an ORCID iD</legend>');
    // Every visible control has a label that names it.
    const inputIds = [...html.matchAll(/<input type="(?:radio|text)" id="([^"]+)"/g)].map((match) => match[1]);
    expect(inputIds.length).toBeGreaterThan(1);
    for (const id of inputIds) expect(html, id).toMatch(new RegExp(`<label for="${id}">[^<]+</label>`));
    expect(html).toContain('<button type="submit" name="decision" value="approve">Approve</button>');
    expect(html).toContain('<button type="submit" name="decision" value="deny">Deny</button>');
  });

  it('escapes a hostile typed iD when it asks again', async () => {
    const page = await (await fetch(signInUrl)).text();
    const hostile = '"><script>alert("x")</script><img src=x onerror=alert(1)>';
    const response = await decide({ request_id: requestIdOf(page), decision: 'approve', orcid_typed: hostile });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;"');
    expect(html).toMatch(/role="alert">“&quot;&gt;&lt;script&gt;.*is not a valid ORCID iD\.<\/p>/);
    // The user can correct it on the new page.
    const retried = await decide({ request_id: requestIdOf(html), decision: 'approve', orcid_typed: '0000-0002-1825-0097' });
    expect(retried.status).toBe(303);
  });

  it('refuses an iD with a wrong check character', async () => {
    const page = await (await fetch(signInUrl)).text();
    const response = await decide({ request_id: requestIdOf(page), decision: 'approve', orcid_typed: '0000-0002-1825-0098' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('“0000-0002-1825-0098” is not a valid ORCID iD.');
  });

  it('passes state back with the code, and a request can be answered once', async () => {
    const { location } = await answerSimulator(signInWith({ state: 'opaque-123' }), { decision: 'approve' });
    expect(location.searchParams.get('state')).toBe('opaque-123');
    expect((await decide({ request_id: 'never-granted', decision: 'approve' })).status).toBe(400);
  });
});

describe('the simulator never redirects to an address it does not know', () => {
  it.each([
    ['another site', 'https://evil.example/linktoorcid'],
    ['another path on this machine', 'http://127.0.0.1:5173/steal'],
    ['extra query', 'http://127.0.0.1:5173/linktoorcid?next=https://evil.example'],
    ['user info', 'http://evil.example@127.0.0.1:5173/linktoorcid'],
    ['a script URL', 'javascript:alert(1)//linktoorcid'],
  ])('refuses %s with an error page and no Location', async (_, redirectUri) => {
    const response = await fetch(signInWith({ redirect_uri: redirectUri }), { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toContain('asks to return to an address that is not registered');
    expect(html).not.toContain('evil.example');
  });

  it('refuses an unknown client without redirecting', async () => {
    const response = await fetch(signInWith({ client_id: 'APP-SOMEONE-ELSE' }), { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });

  it('accepts a front end on another loopback port', async () => {
    const { location, code } = await answerSimulator(signInWith({ redirect_uri: 'http://localhost:5173/linktoorcid' }), { decision: 'approve' });
    expect(location.origin).toBe('http://localhost:5173');
    expect(code).toBeTruthy();
  });

  it('answers a wrong response type or scope at the redirect URI, as ORCID does', async () => {
    const wrongType = await fetch(signInWith({ response_type: 'token' }), { redirect: 'manual' });
    expect(new URL(wrongType.headers.get('location') ?? '').searchParams.get('error')).toBe('unsupported_response_type');
    const wrongScope = await fetch(signInWith({ scope: '/read-limited' }), { redirect: 'manual' });
    expect(new URL(wrongScope.headers.get('location') ?? '').searchParams.get('error')).toBe('invalid_scope');
  });

  it('with PUBLIC_ORIGIN configured, only that origin’s /linktoorcid is accepted', async () => {
    // A non-loopback PUBLIC_ORIGIN is not a demo unless asked for by name.
    const configured = await startServer({ PUBLIC_ORIGIN: 'https://www.arabidopsis.org', DEMO_MODE: 'on' });
    try {
      const { url } = (await (await new Client(configured.origin).get('/api/auth/orcidloginlink')).json()) as { url: string };
      expect(new URL(url).searchParams.get('redirect_uri')).toBe('https://www.arabidopsis.org/linktoorcid');
      const { location } = await answerSimulator(url, { decision: 'approve' });
      expect(`${location.origin}${location.pathname}`).toBe('https://www.arabidopsis.org/linktoorcid');
      const local = new URL(url);
      local.searchParams.set('redirect_uri', 'http://127.0.0.1:5173/linktoorcid');
      expect((await fetch(local, { redirect: 'manual' })).status).toBe(400);
    } finally {
      await configured.close();
    }
  });
});

describe('the simulator token endpoint', () => {
  it('refuses a client with the wrong secret (401 invalid_client)', async () => {
    const response = await fetch(new URL('/orcid-simulator/oauth/token', server.origin), {
      method: 'POST',
      body: new URLSearchParams({ client_id: signInUrl.searchParams.get('client_id') ?? '', client_secret: 'guess', grant_type: 'authorization_code', code: 'x', redirect_uri: `${server.origin}/linktoorcid` }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'invalid_client' });
  });
});
