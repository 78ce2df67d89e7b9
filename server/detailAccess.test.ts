// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { Client, ids, loggedIn, startServer, type TestServer } from './accounts/accountServer.testSupport';
import { DETAIL_ACCESS_MESSAGES } from './detailAccess';

const detail = `/api/detail/person?key=${ids.researcher}`;
const lookup = '/api/detail/locus/name?name=AT1G01010';

describe('who may read detail records (000 §2.2, 002 §6)', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('anyone on a subscribed institution’s network (by default this machine)', async () => {
    server = await startServer();
    const response = await new Client(server.origin).get(detail);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ communityId: ids.researcher });
  });

  describe('off a subscribed network', () => {
    const offNetwork = { INSTITUTION_RANGES: 'Elsewhere University=10.20.0.0/16' };

    it('an anonymous visitor is sent to the login page: 401 with redirectUri, for records and lookups alike', async () => {
      server = await startServer(offNetwork);
      for (const path of [detail, lookup]) {
        const response = await new Client(server.origin).get(path);
        expect(response.status, path).toBe(401);
        expect(await response.json()).toEqual({ error: DETAIL_ACCESS_MESSAGES.anonymous, redirectUri: `${server.origin}/login` });
      }
    });

    it('a member with a linked ORCID iD reads them', async () => {
      server = await startServer(offNetwork);
      const researcher = await loggedIn(server.origin, 'researcher');
      expect((await researcher.get(detail)).status).toBe(200);
    });

    it('a member without ORCID reads them while usage units last, and is refused with 403 once they are spent', async () => {
      server = await startServer(offNetwork);
      const student = await loggedIn(server.origin, 'student');
      expect((await student.get(detail)).status).toBe(200);

      server.app.db.prepare('UPDATE usage_trackers SET remaining_units = 0').run();
      const refused = await student.get(`/api/detail/person?key=${ids.curator}`);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ error: DETAIL_ACCESS_MESSAGES.member });
    });

    it('forged credential cookies count as anonymous', async () => {
      server = await startServer(offNetwork);
      const forger = new Client(server.origin);
      forger.cookies.set('credentialId', 'someone');
      forger.cookies.set('secretKey', 'guess');
      expect((await forger.get(detail)).status).toBe(401);
    });
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  it('judges the client by X-Forwarded-For only from a trusted proxy', async () => {
    const server = await startServer({ INSTITUTION_RANGES: 'Campus=192.0.2.0/24', TRUST_PROXY: '127.0.0.1' });
    try {
      const fromCampus = await new Client(server.origin).fetch(detail, { headers: { 'x-forwarded-for': '192.0.2.15' } });
      expect(fromCampus.status).toBe(200);
      const fromElsewhere = await new Client(server.origin).fetch(detail, { headers: { 'x-forwarded-for': '198.51.100.7' } });
      expect(fromElsewhere.status).toBe(401);
    } finally {
      await server.close();
    }
    const untrusting = await startServer({ INSTITUTION_RANGES: 'Campus=192.0.2.0/24' });
    try {
      const spoofed = await new Client(untrusting.origin).fetch(detail, { headers: { 'x-forwarded-for': '192.0.2.15' } });
      expect(spoofed.status).toBe(401);
    } finally {
      await untrusting.close();
    }
  });
});
