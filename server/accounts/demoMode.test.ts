// @vitest-environment node
// Outside demo mode (a server for real use: here PUBLIC_ORIGIN is not loopback) nobody can sign in through the
// ORCID simulator or as a demo account (README "Demo mode").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { readServerConfig } from '../config';
import { tempDir } from '../testing';
import { demoAccounts, demoActivationCodes } from './demo';
import { seedAccounts } from './seed';
import { Client, insertCommunityRecords, startServer, type TestServer } from './accountServer.testSupport';

const realUse = { PUBLIC_ORIGIN: 'https://www.arabidopsis.org' };
const NOT_CONFIGURED = 'ORCID sign-in is not configured on this server.';

describe('a server for real use without ORCID credentials', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(realUse);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('has no ORCID simulator', async () => {
    const authorize = `/orcid-simulator/oauth/authorize?client_id=APP-TAIR-OFFLINE-SIMULATOR&response_type=code&scope=/authenticate&redirect_uri=${encodeURIComponent('https://www.arabidopsis.org/linktoorcid')}`;
    expect((await fetch(new URL(authorize, server.origin))).status).toBe(404);
    const approve = await fetch(new URL('/orcid-simulator/oauth/authorize', server.origin), {
      method: 'POST',
      body: new URLSearchParams({ request_id: 'x', decision: 'approve', orcid_choice: '0000-0002-1825-0097' }),
    });
    expect(approve.status).toBe(404);
    const token = await fetch(new URL('/orcid-simulator/oauth/token', server.origin), { method: 'POST', body: new URLSearchParams({ code: 'x' }) });
    expect(token.status).toBe(404);
  });

  it('refuses ORCID sign-in clearly (503), for the link and the code exchanges', async () => {
    const client = new Client(server.origin);
    const link = await client.get('/api/auth/orcidloginlink');
    expect(link.status).toBe(503);
    expect(await link.json()).toMatchObject({ error: NOT_CONFIGURED });
    const login = await client.post('/api/auth/authenticate-orcid', { code: 'any' });
    expect(login.status).toBe(503);
    expect(await login.json()).toMatchObject({ success: false, message: NOT_CONFIGURED });
    expect(client.cookies.size).toBe(0);
  });

  it('has no demo account to log in to, and no demo activation code', async () => {
    for (const demo of demoAccounts) {
      const response = await new Client(server.origin).post('/api/auth/login', { username: demo.username, password: demo.password });
      expect(response.status, demo.username).toBe(401);
    }
    const codes = server.app.db.prepare('SELECT code FROM activation_codes').all();
    expect(codes).toEqual([]);
  });
});

describe('a database seeded by a demo', () => {
  it('is refused at start by a server for real use, naming the demo accounts and codes and what to do', { timeout: 30_000 }, async () => {
    const temp = tempDir();
    try {
      const demo = buildServer({ databaseFile: temp.file('portal.sqlite'), config: readServerConfig({}) });
      insertCommunityRecords(demo.db);
      await seedAccounts(demo.store);
      await demo.ready();
      await demo.close();

      const real = buildServer({ databaseFile: temp.file('portal.sqlite'), config: readServerConfig(realUse) });
      const started = real.listen({ host: '127.0.0.1', port: 0 });
      await expect(started).rejects.toThrow(
        `The database holds demo data (${demoAccounts.map((account) => `account "${account.username}" with its demo password`).join(', ')}, ` +
          `activation codes ${demoActivationCodes.map((entry) => entry.code).join(', ')}) and this server is not a demo: ` +
          'start it with an empty DATA_DIR, or set DEMO_MODE=on to run it as a demo.',
      );
      await real.close();
    } finally {
      temp.remove();
    }
  });
});
