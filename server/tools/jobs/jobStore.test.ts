// The tool-job store on each store, and the jobs of two server processes over one store: a client's share holds
// across them, a cancel posted to the other process stops the search, and a job whose process stopped is ended.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STORE_DRIVERS, type OpenedStore } from '../../db/storeDrivers.testSupport';
import type { JobAnswer, NewJob, ToolJobStore } from './jobStore';
import { toolJobs, type EndedEarly } from './toolJobs';

const answer = (title: string): JobAnswer => ({ status: 200, kind: 'text', title, body: new TextEncoder().encode(title) });
const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const job = (id: string, changes: Partial<NewJob> = {}): NewJob => ({
  id: id.padEnd(22, '0'),
  tool: 'blast',
  client: '192.0.2.1',
  params: { program: 'blastn' },
  createdAt: new Date().toISOString(),
  expiresAt: inHours(1),
  owner: 'process-a',
  leaseUntil: inHours(0.5),
  ...changes,
});
const endedEarly = (reason: EndedEarly) => answer(reason);
const textOf = (found: { answer: JobAnswer | null } | null) => (found?.answer ? new TextDecoder().decode(found.answer.body) : null);

describe.each(STORE_DRIVERS)('tool jobs on $name', (driver) => {
  let store: OpenedStore;
  let jobs: ToolJobStore;
  beforeAll(async () => {
    store = await driver.open();
    jobs = store.portal.stores.toolJobs;
  });
  afterAll(() => store.close());
  beforeEach(() => store.sql({ sqlite: 'DELETE FROM tool_jobs', postgres: 'DELETE FROM tool_jobs' }).then(() => undefined));

  it("keeps a client's share when posts come at once, and gives the place back when a job ends", async () => {
    const added = await Promise.all(['a', 'b', 'c', 'd'].map((id) => jobs.add(job(id), 2)));
    expect(added.filter(Boolean)).toHaveLength(2);
    expect(await jobs.add(job('e', { client: '192.0.2.9' }), 2)).toBe(true);
    const first = ['a', 'b', 'c', 'd'].map((id) => id.padEnd(22, '0'))[added.indexOf(true)]!;
    await jobs.ended(first, 'done', new Date().toISOString(), answer('done'));
    expect(await jobs.add(job('f'), 2)).toBe(true);
  });

  it('runs a job from queued to its answer, keeps the first answer, and forgets it once expired', async () => {
    await jobs.add(job('a'), 2);
    const id = 'a'.padEnd(22, '0');
    await jobs.started(id, new Date().toISOString());
    expect((await jobs.find('blast', id, new Date().toISOString()))?.state).toBe('running');
    await jobs.ended(id, 'done', new Date().toISOString(), answer('results'));
    await jobs.ended(id, 'failed', new Date().toISOString(), answer('too late'));
    const found = await jobs.find('blast', id, new Date().toISOString());
    expect(found).toMatchObject({ state: 'done', params: { program: 'blastn' }, answer: { status: 200, kind: 'text', title: 'results' } });
    expect(textOf(found)).toBe('results');
    expect(await jobs.find('patmatch', id, new Date().toISOString())).toBeNull();
    expect(await jobs.find('blast', id, inHours(2))).toBeNull();
    expect(await jobs.removeExpired(inHours(2))).toBe(1);
  });

  it('ends only the unfinished jobs whose lease ran out, and reports cancels to their owner', async () => {
    await jobs.add(job('live'), 5);
    await jobs.add(job('left', { owner: 'process-b', leaseUntil: inHours(-0.1) }), 5);
    expect(await jobs.endAbandoned('blast', new Date().toISOString(), answer('restart'))).toBe(1);
    expect(textOf(await jobs.find('blast', 'left'.padEnd(22, '0'), new Date().toISOString()))).toBe('restart');
    expect(await jobs.requestCancel('blast', 'live'.padEnd(22, '0'))).toBe(true);
    expect(await jobs.requestCancel('blast', 'left'.padEnd(22, '0'))).toBe(false);
    expect(await jobs.renewLeases('blast', 'process-a', inHours(1))).toEqual(['live'.padEnd(22, '0')]);
    expect(await jobs.renewLeases('blast', 'process-b', inHours(1))).toEqual([]);
  });

  it('lets one process cancel a search another runs, and ends the jobs of a process that stopped', async () => {
    // Two processes' job services over the one store; leases short enough for the test.
    const first = await toolJobs({ store: jobs, tool: 'blast', perClient: 2, endedEarly, leaseMs: 150 });
    const second = await toolJobs({ store: jobs, tool: 'blast', perClient: 2, endedEarly, leaseMs: 150 });
    try {
      const searching = await first.submit('192.0.2.1', {}, (started, signal) => {
        started();
        return new Promise((resolve) => signal.addEventListener('abort', () => resolve({ state: 'done', answer: answer('aborted') })));
      });
      expect(await second.cancel(searching.id)).toBe(true);
      await expect.poll(async () => textOf(await second.find(searching.id)), { timeout: 5_000, interval: 50 }).toBe('cancelled');

      await jobs.add(job('gone', { owner: 'a-stopped-process', leaseUntil: new Date(Date.now() - 1).toISOString() }), 5);
      expect(textOf(await second.find('gone'.padEnd(22, '0')))).toBe('restart');
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
