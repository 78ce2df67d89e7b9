// Where the tools service keeps its jobs (a BLAST or PatMatch search at an address of its own), the same on every
// store (sqlite/, postgres/). Times are ISO 8601 texts in UTC. A job belongs to the server process that runs its
// search (owner) for as long as that process renews its lease.

export type ToolName = 'blast' | 'patmatch';

export type JobState = 'queued' | 'running' | 'done' | 'failed';

/** What a job answered once it ended: a page body (HTML) or plain text, with its HTTP status. */
export interface JobAnswer {
  status: number;
  kind: 'page' | 'text';
  title: string;
  body: Uint8Array;
}

export interface ToolJob {
  id: string;
  tool: ToolName;
  /** The client's key (clientShare.ts clientKey). */
  client: string;
  /** The form's fields as they were posted. */
  params: Record<string, string>;
  state: JobState;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  expiresAt: string;
  /** Until when the process running the search answers for it; past it (or null), the job was abandoned. */
  leaseUntil: string | null;
  /** Set once the job has ended (done or failed). */
  answer: JobAnswer | null;
}

export type NewJob = Pick<ToolJob, 'id' | 'tool' | 'client' | 'params' | 'createdAt' | 'expiresAt'> & { owner: string; leaseUntil: string };

export interface ToolJobStore {
  /**
   * Adds the job as queued, unless its client already has `perClient` jobs of that tool queued or running: then
   * nothing is added and the answer is false. The count and the insert are one step, so two posts at once cannot both
   * slip under the limit.
   */
  add(job: NewJob, perClient: number): Promise<boolean>;
  /** The job, or null when there is none under that id or it has expired by `now`. */
  find(tool: ToolName, id: string, now: string): Promise<ToolJob | null>;
  started(id: string, at: string): Promise<void>;
  /** Ends a job still queued or running with its answer; a job that has already ended keeps its own. */
  ended(id: string, state: 'done' | 'failed', at: string, answer: JobAnswer): Promise<void>;
  /**
   * Ends with `answer` every job of `tool` still queued or running whose lease ran out by `at` (or that has none): the
   * process that ran it stopped, and nobody else can go on with it.
   */
  endAbandoned(tool: ToolName, at: string, answer: JobAnswer): Promise<number>;
  /** Extends the lease of the owner's unfinished jobs of `tool` to `until`; answers the ids whose cancel was asked. */
  renewLeases(tool: ToolName, owner: string, until: string): Promise<string[]>;
  /** Asks the process running the job to cancel it; false when the job is not queued or running. */
  requestCancel(tool: ToolName, id: string): Promise<boolean>;
  /** Removes the jobs that expired by `now`; answers how many. */
  removeExpired(now: string): Promise<number>;
}
