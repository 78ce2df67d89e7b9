// The tools service's jobs in the portal's SQLite file (migrations 020, 021): every statement of the job store is
// here, each with bound parameters.
import type { Db } from '../../../db/database';
import { jobOf, type JobRow } from '../jobRows';
import type { JobAnswer, NewJob, ToolJobStore, ToolName } from '../jobStore';

const UNFINISHED = "state IN ('queued', 'running')";

export function sqliteJobStore(db: Db): ToolJobStore {
  const countUnfinished = db.prepare<[ToolName, string], { count: number }>(`SELECT count(*) AS count FROM tool_jobs WHERE tool = ? AND client = ? AND ${UNFINISHED}`);
  const insert = db.prepare<[string, ToolName, string, string, string, string, string, string]>(
    "INSERT INTO tool_jobs (id, tool, client, params, state, created_at, expires_at, owner, lease_until) VALUES (?, ?, ?, ?, 'queued', ?, ?, ?, ?)",
  );
  const select = db.prepare<[string, ToolName, string], JobRow>('SELECT * FROM tool_jobs WHERE id = ? AND tool = ? AND expires_at > ?');
  const markStarted = db.prepare<[string, string]>("UPDATE tool_jobs SET state = 'running', started_at = ? WHERE id = ? AND state = 'queued'");
  const answerColumns = 'finished_at = @at, answer_status = @status, answer_kind = @kind, answer_title = @title, answer_body = @body';
  const markEnded = db.prepare(`UPDATE tool_jobs SET state = @state, ${answerColumns} WHERE id = @id AND ${UNFINISHED}`);
  const markAbandoned = db.prepare(
    `UPDATE tool_jobs SET state = 'failed', ${answerColumns} WHERE tool = @tool AND ${UNFINISHED} AND (lease_until IS NULL OR lease_until <= @at)`,
  );
  const renew = db.prepare<[string, ToolName, string]>(`UPDATE tool_jobs SET lease_until = ? WHERE tool = ? AND owner = ? AND ${UNFINISHED}`);
  const cancelAsked = db.prepare<[ToolName, string], string>(`SELECT id FROM tool_jobs WHERE tool = ? AND owner = ? AND cancel_requested = 1 AND ${UNFINISHED}`).pluck();
  const askCancel = db.prepare<[ToolName, string]>(`UPDATE tool_jobs SET cancel_requested = 1 WHERE tool = ? AND id = ? AND ${UNFINISHED}`);
  const removeOld = db.prepare<[string]>('DELETE FROM tool_jobs WHERE expires_at <= ?');

  const addUnderLimit = db.transaction((job: NewJob, perClient: number) => {
    if (countUnfinished.get(job.tool, job.client)!.count >= perClient) return false;
    insert.run(job.id, job.tool, job.client, JSON.stringify(job.params), job.createdAt, job.expiresAt, job.owner, job.leaseUntil);
    return true;
  });
  const answerParameters = (at: string, answer: JobAnswer) => ({ at, status: answer.status, kind: answer.kind, title: answer.title, body: Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength) });

  return {
    add: async (job, perClient) => addUnderLimit.immediate(job, perClient),
    find: async (tool, id, now) => {
      const row = select.get(id, tool, now);
      return row ? jobOf(row) : null;
    },
    started: async (id, at) => {
      markStarted.run(at, id);
    },
    ended: async (id, state, at, answer) => {
      markEnded.run({ id, state, ...answerParameters(at, answer) });
    },
    endAbandoned: async (tool, at, answer) => markAbandoned.run({ tool, ...answerParameters(at, answer) }).changes,
    renewLeases: async (tool, owner, until) => {
      renew.run(until, tool, owner);
      return cancelAsked.all(tool, owner);
    },
    requestCancel: async (tool, id) => askCancel.run(tool, id).changes > 0,
    removeExpired: async (now) => removeOld.run(now).changes,
  };
}
