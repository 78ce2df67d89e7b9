// The tools service's jobs over PostgreSQL (migration 004 of server/db/postgres/migrations). The share check and the
// insert run under a per-client advisory lock, so two posts through two server processes cannot both slip under it.
import { TOOL_SHARE_LOCK_CLASS } from '../../../db/postgres/advisoryLocks';
import { inTransaction, type Queryable } from '../../../db/postgres/connection';
import type { JobAnswer, ToolJobStore } from '../jobStore';
import { jobOf, type JobRow } from '../jobRows';

const UNFINISHED = "state IN ('queued', 'running')";
const COLUMNS = `id, tool, client, params, state, created_at, started_at, finished_at, expires_at, lease_until,
  answer_status, answer_kind, answer_title, answer_body`;

const answerValues = (answer: JobAnswer) => [answer.status, answer.kind, answer.title, Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength)];

export function postgresJobStore(db: Queryable): ToolJobStore {
  return {
    add: (job, perClient) =>
      inTransaction(db, async (client) => {
        await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [TOOL_SHARE_LOCK_CLASS, `${job.tool}:${job.client}`]);
        const { rows } = await client.query<{ count: number }>(`SELECT count(*) AS count FROM tool_jobs WHERE tool = $1 AND client = $2 AND ${UNFINISHED}`, [
          job.tool,
          job.client,
        ]);
        if ((rows[0]?.count ?? 0) >= perClient) return false;
        await client.query(
          `INSERT INTO tool_jobs (id, tool, client, params, state, created_at, expires_at, owner, lease_until)
           VALUES ($1, $2, $3, $4, 'queued', $5, $6, $7, $8)`,
          [job.id, job.tool, job.client, JSON.stringify(job.params), job.createdAt, job.expiresAt, job.owner, job.leaseUntil],
        );
        return true;
      }),
    async find(tool, id, now) {
      const { rows } = await db.query<JobRow>({ name: 'job-find', text: `SELECT ${COLUMNS} FROM tool_jobs WHERE id = $1 AND tool = $2 AND expires_at > $3`, values: [id, tool, now] });
      return rows[0] ? jobOf(rows[0]) : null;
    },
    async started(id, at) {
      await db.query({ name: 'job-started', text: "UPDATE tool_jobs SET state = 'running', started_at = $2 WHERE id = $1 AND state = 'queued'", values: [id, at] });
    },
    async ended(id, state, at, answer) {
      await db.query({
        name: 'job-ended',
        text: `UPDATE tool_jobs SET state = $2, finished_at = $3, answer_status = $4, answer_kind = $5, answer_title = $6, answer_body = $7
               WHERE id = $1 AND ${UNFINISHED}`,
        values: [id, state, at, ...answerValues(answer)],
      });
    },
    async endAbandoned(tool, at, answer) {
      const { rowCount } = await db.query({
        name: 'job-end-abandoned',
        text: `UPDATE tool_jobs SET state = 'failed', finished_at = $2, answer_status = $3, answer_kind = $4, answer_title = $5, answer_body = $6
               WHERE tool = $1 AND ${UNFINISHED} AND (lease_until IS NULL OR lease_until <= $2)`,
        values: [tool, at, ...answerValues(answer)],
      });
      return rowCount ?? 0;
    },
    async renewLeases(tool, owner, until) {
      const { rows } = await db.query<{ id: string; cancel_requested: boolean }>({
        name: 'job-renew-leases',
        text: `UPDATE tool_jobs SET lease_until = $3 WHERE tool = $1 AND owner = $2 AND ${UNFINISHED} RETURNING id, cancel_requested`,
        values: [tool, owner, until],
      });
      return rows.filter((row) => row.cancel_requested).map((row) => row.id);
    },
    async requestCancel(tool, id) {
      const { rowCount } = await db.query({ name: 'job-request-cancel', text: `UPDATE tool_jobs SET cancel_requested = true WHERE tool = $1 AND id = $2 AND ${UNFINISHED}`, values: [tool, id] });
      return (rowCount ?? 0) > 0;
    },
    async removeExpired(now) {
      const { rowCount } = await db.query({ name: 'job-remove-expired', text: 'DELETE FROM tool_jobs WHERE expires_at <= $1', values: [now] });
      return rowCount ?? 0;
    },
  };
}
