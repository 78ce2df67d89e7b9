// @vitest-environment node
// Absolute addresses the server writes — a 401's redirectUri, ORCID's return address, RSS feed links — never come
// from a forged Host header: PUBLIC_ORIGIN when set, else (a local demo) a loopback origin.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './accountServer.testSupport';

/** GET with a Host header of our choosing (fetch may not send one), over a real connection to 127.0.0.1. */
function getWithHost(origin: string, path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(path, origin), { headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

const FORGED = 'evil.test';

async function addresses(server: TestServer, host: string) {
  const unauthorized = await getWithHost(server.origin, '/api/user/person-details?communityId=1', host);
  expect(unauthorized.status).toBe(401);
  const link = await getWithHost(server.origin, '/api/auth/orcidloginlink', host);
  expect(link.status).toBe(200);
  const signIn = new URL((JSON.parse(link.body) as { url: string }).url);
  const feed = await getWithHost(server.origin, '/api/news/events/rss', host);
  expect(feed.status).toBe(200);
  return {
    redirectUri: (JSON.parse(unauthorized.body) as { redirectUri: string }).redirectUri,
    signInOrigin: signIn.origin,
    orcidReturn: signIn.searchParams.get('redirect_uri'),
    feedLink: /<channel>[\s\S]*?<link>([^<]*)<\/link>/.exec(feed.body)?.[1],
    feed: feed.body,
  };
}

describe('a local demo (no PUBLIC_ORIGIN)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers a forged Host with the address it listens on', async () => {
    const seen = await addresses(server, FORGED);
    expect(seen.redirectUri).toBe(`${server.origin}/login`);
    expect(seen.signInOrigin).toBe(server.origin);
    expect(seen.orcidReturn).toBe(`${server.origin}/linktoorcid`);
    expect(seen.feedLink).toBe(`${server.origin}/news/events`);
    expect(seen.feed).not.toContain(FORGED);
  });

  it('follows a loopback Host, as the dev server on another port sends it', async () => {
    const seen = await addresses(server, 'localhost:5173');
    expect(seen.redirectUri).toBe('http://localhost:5173/login');
    expect(seen.orcidReturn).toBe('http://localhost:5173/linktoorcid');
    expect(seen.feedLink).toBe('http://localhost:5173/news/events');
  });
});

describe('a server with PUBLIC_ORIGIN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      PUBLIC_ORIGIN: 'https://www.arabidopsis.org',
      ORCID_CLIENT_ID: 'APP-TEST',
      ORCID_CLIENT_SECRET: 'secret',
      ORCID_BASE_URL: 'https://sandbox.orcid.org',
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers any Host with PUBLIC_ORIGIN', async () => {
    for (const host of [FORGED, 'localhost:5173']) {
      const seen = await addresses(server, host);
      expect(seen.redirectUri).toBe('https://www.arabidopsis.org/login');
      expect(seen.signInOrigin).toBe('https://sandbox.orcid.org');
      expect(seen.orcidReturn).toBe('https://www.arabidopsis.org/linktoorcid');
      expect(seen.feedLink).toBe('https://www.arabidopsis.org/news/events');
    }
  });
});
