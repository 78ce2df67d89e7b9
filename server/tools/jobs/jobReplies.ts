// The routes of a job's address, the same for both tools: GET shows the progress page, then the answer the job
// kept (a page in the tool's own shell, headed by where to go next and until when it is kept, or plain text), or
// the not-found page; POST …/cancel stops a job still queued or running and goes back to its address.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { styleNonce } from '../../http/securityHeaders';
import { jobAddress, jobHeading, jobNotFoundPage, progressPage, type ToolLabels } from './jobPages';
import type { ToolJob } from './jobStore';
import type { ToolJobs } from './toolJobs';

/** The document around a kept answer page's body, with this response's style nonce. */
export type PageShell = (title: string, styleNonce: string) => { before: string; after: string };

export interface JobRoutesOptions {
  labels: ToolLabels;
  jobs: ToolJobs;
  shell: PageShell;
  now?: () => Date;
}

/** Answers the post that made `job`: see the job at its address. */
export const seeJob = (reply: FastifyReply, labels: ToolLabels, job: ToolJob) =>
  reply.code(303).header('Location', jobAddress(labels, job.id)).header('Cache-Control', 'no-store').send();

export function registerJobRoutes(app: FastifyInstance, { labels, jobs, shell, now = () => new Date() }: JobRoutesOptions): void {
  const html = (reply: FastifyReply) => reply.type('text/html; charset=utf-8');

  app.get<{ Params: { jobId: string } }>(`${labels.servicePath}/:jobId`, async (request, reply) => {
    const job = await jobs.find(request.params.jobId);
    if (!job) return html(reply.code(404).header('Cache-Control', 'no-store')).send(jobNotFoundPage(labels, styleNonce(reply)));
    if (!job.answer) {
      // 202: accepted, not yet answered; the page must be asked again for its next state, never kept.
      return html(reply.code(202).header('Cache-Control', 'no-store')).send(progressPage(labels, job, styleNonce(reply), now()));
    }
    const { answer } = job;
    reply.code(answer.status).header('Cache-Control', 'private, no-cache');
    if (answer.kind === 'text') return reply.type('text/plain; charset=utf-8').send(Buffer.from(answer.body));
    const { before, after } = shell(answer.title, styleNonce(reply));
    return html(reply).send(Buffer.concat([Buffer.from(before + jobHeading(labels, job)), answer.body, Buffer.from(after)]));
  });

  app.post<{ Params: { jobId: string } }>(`${labels.servicePath}/:jobId/cancel`, async (request, reply) => {
    const job = await jobs.find(request.params.jobId);
    if (!job) return html(reply.code(404).header('Cache-Control', 'no-store')).send(jobNotFoundPage(labels, styleNonce(reply)));
    await jobs.cancel(job.id);
    return seeJob(reply, labels, job);
  });
}

/** The form's address with a job's fields filled in; `renamed` maps a posted field to the form address's name. */
export function prefilledAddress(formPath: string, params: Record<string, string>, renamed: Record<string, string> = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== '') query.set(renamed[name] ?? name, value);
  const text = query.toString();
  return text ? `${formPath}?${text}` : formPath;
}
