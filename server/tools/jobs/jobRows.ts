// A tool_jobs row as both stores read it (column names of the migrations), and the job it describes.
import type { JobAnswer, ToolJob, ToolName } from './jobStore';

export interface JobRow {
  id: string;
  tool: ToolName;
  client: string;
  params: string;
  state: ToolJob['state'];
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  expires_at: string;
  lease_until: string | null;
  answer_status: number | null;
  answer_kind: JobAnswer['kind'] | null;
  answer_title: string | null;
  answer_body: Uint8Array | null;
}

/** A job as the store rows of both databases give it. */
export function jobOf(row: JobRow): ToolJob {
  const answer =
    row.answer_status !== null && row.answer_kind !== null
      ? { status: row.answer_status, kind: row.answer_kind, title: row.answer_title ?? '', body: row.answer_body ?? new Uint8Array(0) }
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
    leaseUntil: row.lease_until,
    answer,
  };
}
