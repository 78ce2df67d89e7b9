// The tools service's jobs in the portal's SQLite file (migration 020): every statement of the job store is here,
// each with bound parameters.
import type { Db } from '../../db/database';
import type { JobAnswer, NewJob, ToolJob, ToolJobStore, ToolName } from './jobStore';

interface JobRow {
  id: string;
  tool: ToolName;
  client: string;
  params: string;
  state: ToolJob['state'];
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  expires_at: string;
  answer_status: number | null;
  answer_kind: JobAnswer['kind'] | null;
  answer_title: string | null;
  answer_body: Buffer | null;
}

const UNFINISHED = "state IN ('queued', 'running')";

function jobOf(row: JobRow): ToolJob {
  const answer =
    row.answer_status !== null && row.answer_kind !== null
      ? { status: row.answer_status, kind: row.answer_kind, title: row.answer_title ?? '', body: row.answer_body ?? Buffer.alloc(0) }
      : null;
  return {
    id: row.id,
    tool: row.tool,
    client: row.client,
    params: JSON.parse(row.params) as Record<string, string>,
    state: row.state,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    expiresAt: row.expires_at,
    answer,
  };
}

export function sqliteJobStore(db: Db): ToolJobStore {
  const countUnfinished = db.prepare<[ToolName, string], { count: number }>(`SELECT count(*) AS count FROM tool_jobs WHERE tool = ? AND client = ? AND ${UNFINISHED}`);
  const insert = db.prepare<[string, ToolName, string, string, string, string]>(
    "INSERT INTO tool_jobs (id, tool, client, params, state, created_at, expires_at) VALUES (?, ?, ?, ?, 'queued', ?, ?)",
  );
  const select = db.prepare<[string, ToolName, string], JobRow>('SELECT * FROM tool_jobs WHERE id = ? AND tool = ? AND expires_at > ?');
  const markStarted = db.prepare<[string, string]>("UPDATE tool_jobs SET state = 'running', started_at = ? WHERE id = ? AND state = 'queued'");
  const answerColumns = 'finished_at = @at, answer_status = @status, answer_kind = @kind, answer_title = @title, answer_body = @body';
  const markEnded = db.prepare(`UPDATE tool_jobs SET state = @state, ${answerColumns} WHERE id = @id AND ${UNFINISHED}`);
  const markAllEnded = db.prepare(`UPDATE tool_jobs SET state = 'failed', ${answerColumns} WHERE tool = @tool AND ${UNFINISHED}`);
  const removeOld = db.prepare<[string]>('DELETE FROM tool_jobs WHERE expires_at <= ?');

  const addUnderLimit = db.transaction((job: NewJob, perClient: number) => {
    if (countUnfinished.get(job.tool, job.client)!.count >= perClient) return false;
    insert.run(job.id, job.tool, job.client, JSON.stringify(job.params), job.createdAt, job.expiresAt);
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
    endUnfinished: async (tool, at, answer) => markAllEnded.run({ tool, ...answerParameters(at, answer) }).changes,
    removeExpired: async (now) => removeOld.run(now).changes,
  };
}
