// @vitest-environment node
// `npm run dev`: the page comes from Vite's dev server, which proxies /api to the reference server on another port.
// Through Vite's own proxy, set up as vite.config.ts sets it, the page's state-changing calls keep working, and a page
// on yet another port is still refused (originCheck.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { apiProxy } from '../../vite.config';
import { startServer, type TestServer } from '../accounts/accountServer.testSupport';
import { tempDir, type TempDir } from '../testing';

let api: TestServer;
let vite: ViteDevServer;
let temp: TempDir;
let devOrigin: string;

beforeAll(async () => {
  api = await startServer();
  temp = tempDir('portal-dev-proxy-');
  vite = await createServer({
    configFile: false,
    root: temp.dir,
    logLevel: 'silent',
    appType: 'custom',
    server: { host: '127.0.0.1', port: 0, watch: null, proxy: { '/api': { ...apiProxy, target: api.origin } } },
  });
  await vite.listen();
  devOrigin = new URL(vite.resolvedUrls!.local[0]!).origin;
});
afterAll(async () => {
  await vite?.close();
  await api?.close();
  temp?.remove();
});

const login = (origin: string) =>
  fetch(`${devOrigin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'sec-fetch-site': origin === devOrigin ? 'same-origin' : 'same-site' },
    body: JSON.stringify({ username: 'student', password: 'seedling1' }),
  });

describe('the dev server in front of the API', () => {
  it("takes a login from the dev server's own page", async () => {
    expect(devOrigin).not.toBe(api.origin);
    expect((await login(devOrigin)).status).toBe(200);
  });

  it('refuses a page on another port, through the proxy too', async () => {
    const response = await login('http://127.0.0.1:9');
    expect(response.status).toBe(403);
  });
});
