// @vitest-environment node
// 000 §6: a person who hides their e-mail address (displayEmail 'F') has it left out of GET detail/person for
// everyone but that person and curators; the page hiding it is not enough.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, ids, loggedIn, startServer, type TestServer } from '../accounts/accountServer.testSupport';

const hiddenAddress = 'p.raman@example.org';
const studentRecord = `/api/detail/person?key=${ids.student}`;

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  // The student hides her address, as in the demo dataset.
  server.app.db.prepare("UPDATE records SET body = json_set(body, '$.displayEmail', 'F') WHERE type = 'person' AND id = ?").run(String(ids.student));
});
afterAll(async () => {
  await server?.close();
});

async function studentAsSeenBy(client: Client): Promise<{ text: string; record: Record<string, unknown> }> {
  const response = await client.get(studentRecord);
  expect(response.status).toBe(200);
  const text = await response.text();
  return { text, record: JSON.parse(text) as Record<string, unknown> };
}

describe('a hidden e-mail address', () => {
  it('is not sent to an anonymous visitor on a subscribed network', async () => {
    const { text, record } = await studentAsSeenBy(new Client(server.origin));
    expect(text).not.toContain(hiddenAddress);
    expect(record).not.toHaveProperty('email');
    expect(record).toMatchObject({ firstName: 'Priya', lastName: 'Raman', displayEmail: 'F' });
  });

  it('is not sent to another member', async () => {
    const { text } = await studentAsSeenBy(await loggedIn(server.origin, 'researcher'));
    expect(text).not.toContain(hiddenAddress);
  });

  it('is sent to the person themself', async () => {
    const { record } = await studentAsSeenBy(await loggedIn(server.origin, 'student'));
    expect(record.email).toBe(hiddenAddress);
  });

  it('is sent to a curator', async () => {
    const { record } = await studentAsSeenBy(await loggedIn(server.origin, 'curator'));
    expect(record.email).toBe(hiddenAddress);
  });

  it('is not sent off the network either, to a member reading by ORCID', async () => {
    const offSite = await startServer({ INSTITUTION_RANGES: '' });
    try {
      offSite.app.db.prepare("UPDATE records SET body = json_set(body, '$.displayEmail', 'F') WHERE type = 'person' AND id = ?").run(String(ids.student));
      const response = await (await loggedIn(offSite.origin, 'researcher')).get(studentRecord);
      expect(response.status).toBe(200);
      expect(await response.text()).not.toContain(hiddenAddress);
    } finally {
      await offSite.close();
    }
  });

  it('a person who shows the address, or with displayEmail true, has it sent to anyone; a missing flag hides it', async () => {
    const anonymous = new Client(server.origin);
    const researcher = (await (await anonymous.get(`/api/detail/person?key=${ids.researcher}`)).json()) as Record<string, unknown>;
    expect(researcher.email).toBe('d.okafor@example.org');

    const setFlag = server.app.db.prepare<[string, string]>("UPDATE records SET body = json_set(body, '$.displayEmail', json(?)) WHERE type = 'person' AND id = ?");
    const curatorRecord = `/api/detail/person?key=${ids.curator}`;
    setFlag.run('true', String(ids.curator));
    expect(((await (await anonymous.get(curatorRecord)).json()) as Record<string, unknown>).email).toBe('m.lindqvist@example.org');
    setFlag.run('null', String(ids.curator));
    expect(await (await anonymous.get(curatorRecord)).text()).not.toContain('m.lindqvist@example.org');
  });
});
