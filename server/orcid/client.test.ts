// @vitest-environment node
// With ORCID_CLIENT_ID configured the server talks to ORCID itself: the login link points at {ORCID_BASE_URL}/oauth/
// authorize and the code is exchanged by a form POST to {ORCID_BASE_URL}/oauth/token. A stand-in for orcid.org on
// 127.0.0.1 records what the server sends and answers as ORCID does.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Client, startServer, type TestServer } from '../accounts/accountServer.testSupport';

interface Recorded {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  form: Record<string, string>;
}

let orcid: Server;
let orcidOrigin: string;
let recorded: Recorded[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let server: TestServer;

beforeAll(async () => {
  orcid = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      recorded.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, form: Object.fromEntries(new URLSearchParams(text)) });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => orcid.listen(0, '127.0.0.1', resolve));
  orcidOrigin = `http://127.0.0.1:${(orcid.address() as AddressInfo).port}`;
  server = await startServer({
    ORCID_CLIENT_ID: 'APP-TAIRTEST0001',
    ORCID_CLIENT_SECRET: 'client-secret-value',
    ORCID_BASE_URL: orcidOrigin,
    ORCID_REDIRECT_URI: 'https://www.arabidopsis.org/linktoorcid',
  });
});

afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => orcid?.close(resolve));
});

beforeEach(() => {
  recorded = [];
});

describe('configured ORCID client', () => {
  it('builds the authorize link on ORCID_BASE_URL with the client id, code flow, /authenticate scope and redirect URI', async () => {
    const { url } = (await (await new Client(server.origin).get('/api/auth/orcidloginlink')).json()) as { url: string };
    const link = new URL(url);
    expect(`${link.origin}${link.pathname}`).toBe(`${orcidOrigin}/oauth/authorize`);
    expect(Object.fromEntries(link.searchParams)).toEqual({
      client_id: 'APP-TAIRTEST0001',
      response_type: 'code',
      scope: '/authenticate',
      redirect_uri: 'https://www.arabidopsis.org/linktoorcid',
    });
  });

  it('exchanges the code by a form POST to /oauth/token and logs in the account linked to the answered iD', async () => {
    answer = { status: 200, body: { access_token: 'a', token_type: 'bearer', refresh_token: 'r', expires_in: 1, scope: '/authenticate', name: 'Daniel Okafor', orcid: '0000-0002-1825-0097' } };
    const browser = new Client(server.origin);
    const response = await browser.post('/api/auth/authenticate-orcid', { code: 'Q70Y3A' });
    expect(await response.json()).toMatchObject({ success: true, orcidId: '0000-0002-1825-0097' });
    expect(await (await browser.get('/api/auth/profile')).json()).toMatchObject({ username: 'researcher' });

    expect(recorded).toHaveLength(1);
    const [call] = recorded;
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe('/oauth/token');
    expect(call?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(call?.headers.accept).toBe('application/json');
    expect(call?.form).toEqual({
      client_id: 'APP-TAIRTEST0001',
      client_secret: 'client-secret-value',
      grant_type: 'authorization_code',
      code: 'Q70Y3A',
      redirect_uri: 'https://www.arabidopsis.org/linktoorcid',
    });
  });

  it('reports a code ORCID refuses as 400 success false', async () => {
    answer = { status: 400, body: { error: 'invalid_grant', error_description: 'Reused authorization code' } };
    const response = await new Client(server.origin).post('/api/auth/authenticate-orcid', { code: 'used' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false });
  });

  it('reports an answer without a valid iD as 502, never logging anyone in', async () => {
    answer = { status: 200, body: { orcid: 'not-an-orcid-id' } };
    const browser = new Client(server.origin);
    const response = await browser.post('/api/auth/authenticate-orcid', { code: 'odd' });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ success: false, message: 'ORCID gave an unexpected answer. Please try again later.' });
    expect(browser.cookies.size).toBe(0);
  });

  it('does not serve the simulator', async () => {
    expect((await fetch(`${server.origin}/orcid-simulator/oauth/authorize`)).status).toBe(404);
  });
});

describe('ORCID unreachable', () => {
  it('answers 502 with a message to try later', async () => {
    const unreachable = await startServer({ ORCID_CLIENT_ID: 'APP-X', ORCID_CLIENT_SECRET: 'y', ORCID_BASE_URL: 'http://127.0.0.1:9' });
    try {
      const response = await new Client(unreachable.origin).post('/api/auth/authenticate-orcid', { code: 'any' });
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ success: false, message: 'ORCID could not be reached. Please try again later.' });
    } finally {
      await unreachable.close();
    }
  });
});
