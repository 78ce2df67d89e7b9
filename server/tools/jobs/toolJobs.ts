// The tools service's searches as jobs: a post is checked, kept as a job under a random id and answered at once
// with the job's address (303); the search runs on in the server, whatever the client does meanwhile, and its answer
// is kept with the job until the job expires, 7 days after it was asked. The address shows the job's progress and
// then its answer, to anyone who has it: it can be reloaded, bookmarked and shared.
//
// What bounds one client now that closing a page no longer cancels its search: at most `perClient` jobs of one
// client (its address, clientShare.ts clientKey) queued or running at once, counted in the store at each post; the
// next post is refused (429) until one of them ends or is cancelled from its progress page. The searches themselves
// stay bounded as before by the tool's queue (RunQueue) or worker pool.
//
// Several server processes may share the store. Each job belongs to the process running its search, which renews a
// lease on its jobs every LEASE_MS / 3; a job whose lease runs out was left by a process that stopped, and whichever
// process notices first (at its start, at each renewal, or when the job is looked at) ends it saying so. A cancel
// posted to another process than the owner is recorded in the store, and the owner stops the search at its next
// renewal (within LEASE_MS / 3).
import { randomBytes } from 'node:crypto';
import { clientKey } from '../shared/clientShare';
import type { JobAnswer, ToolJob, ToolJobStore, ToolName } from './jobStore';

/** 7 days: how long a job and its answer are kept. */
export const JOB_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** How long a job stays its owner's without a renewal: long enough for a busy event loop, short for a stopped one. */
export const LEASE_MS = 60_000;

/** 16 random bytes, written as 22 URL-safe characters. */
const JOB_ID = /^[A-Za-z0-9_-]{22}$/;
export const isJobId = (value: string) => JOB_ID.test(value);
const newJobId = () => randomBytes(16).toString('base64url');

/** Runs one job's search; calls `started` when the search leaves its queue and begins; `signal` aborts on cancel. */
export type JobRun = (started: () => void, signal: AbortSignal) => Promise<{ state: 'done' | 'failed'; answer: JobAnswer }>;

export interface ToolJobsOptions {
  store: ToolJobStore;
  tool: ToolName;
  perClient: number;
  /** The answer of a job cut short: by a restart (found unfinished at start), its cancel button or an unexpected error. */
  endedEarly: (reason: EndedEarly) => JobAnswer;
  log?: (error: unknown) => void;
  now?: () => Date;
  /** LEASE_MS unless a test needs it shorter. */
  leaseMs?: number;
}

export type EndedEarly = 'restart' | 'cancelled' | 'error';

export class JobShareError extends Error {
  constructor(readonly limit: number) {
    super(`This address already has ${limit} ${limit === 1 ? 'search' : 'searches'} queued or running, the most one address may have at once.`);
    this.name = 'JobShareError';
  }
}

export interface ToolJobs {
  /** Keeps the job and starts its search; throws JobShareError when the client has its share of jobs already. */
  submit(ip: string, params: Record<string, string>, run: JobRun): Promise<ToolJob>;
  find(id: string): Promise<ToolJob | null>;
  /**
   * Stops a job still queued or running (its answer says it was cancelled): at once when it runs in this process,
   * else at its owner's next renewal. False when the job is not queued or running.
   */
  cancel(id: string): Promise<boolean>;
  /** Waits for the jobs still running here. */
  close(): Promise<void>;
}

export async function toolJobs({ store, tool, perClient, endedEarly, log = () => {}, now = () => new Date(), leaseMs = LEASE_MS }: ToolJobsOptions): Promise<ToolJobs> {
  const at = () => now().toISOString();
  const leaseEnd = () => new Date(now().getTime() + leaseMs).toISOString();
  const owner = randomBytes(12).toString('base64url');
  const endAbandoned = () => store.endAbandoned(tool, at(), endedEarly('restart'));
  // Jobs a stopped server left unfinished have nobody to end them: they end now, saying so, and expired ones go.
  await endAbandoned();
  await store.removeExpired(at());
  const running = new Map<string, { controller: AbortController; ended: Promise<void> }>();

  const renew = async () => {
    if (running.size > 0) {
      for (const id of await store.renewLeases(tool, owner, leaseEnd())) running.get(id)?.controller.abort();
    }
    await endAbandoned();
  };
  const renewal = setInterval(() => void renew().catch(log), Math.max(1, Math.floor(leaseMs / 3)));
  // Renewal must not keep a process alive that has nothing else to do.
  renewal.unref();

  async function execute(id: string, run: JobRun, controller: AbortController): Promise<void> {
    let outcome: Awaited<ReturnType<JobRun>>;
    try {
      outcome = await run(() => void store.started(id, at()).catch(log), controller.signal);
    } catch (error) {
      if (!controller.signal.aborted) log(error);
      outcome = { state: 'failed', answer: endedEarly('error') };
    }
    // Whatever a cancelled search answered on its way out, its page says it was cancelled.
    if (controller.signal.aborted) outcome = { state: 'failed', answer: endedEarly('cancelled') };
    await store.ended(id, outcome.state, at(), outcome.answer).catch(log);
  }

  return {
    async submit(ip, params, run) {
      const created = now();
      const job = {
        id: newJobId(),
        tool,
        client: clientKey(ip),
        params,
        createdAt: created.toISOString(),
        expiresAt: new Date(created.getTime() + JOB_LIFETIME_MS).toISOString(),
        owner,
        leaseUntil: leaseEnd(),
      };
      await store.removeExpired(job.createdAt);
      if (!(await store.add(job, perClient))) throw new JobShareError(perClient);
      const controller = new AbortController();
      const ended = execute(job.id, run, controller).finally(() => running.delete(job.id));
      running.set(job.id, { controller, ended });
      const { owner: _owner, ...shown } = job;
      return { ...shown, state: 'queued', startedAt: null, finishedAt: null, answer: null };
    },
    async find(id) {
      if (!isJobId(id)) return null;
      const job = await store.find(tool, id, at());
      // Left by a process that stopped since: ended now rather than shown as running for ever.
      if (job && !job.answer && !running.has(id) && (job.leaseUntil === null || job.leaseUntil <= at())) {
        await endAbandoned();
        return store.find(tool, id, at());
      }
      return job;
    },
    async cancel(id) {
      const job = running.get(id);
      if (!job) return store.requestCancel(tool, id);
      job.controller.abort();
      return true;
    },
    async close() {
      clearInterval(renewal);
      await Promise.allSettled([...running.values()].map((job) => job.ended));
    },
  };
}
