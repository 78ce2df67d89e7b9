// The pages of a job's address that are not its answer: the progress page while the search is queued or running
// (it reloads itself with a meta refresh: the pages' policy allows no inline script), the page of an address that
// holds no job (never was, or expired), and the lines that head a finished job's answer: where to go next and until
// when the answer is kept.
import { escapeHtml, toolPage } from '../shared/html';
import type { ToolJob } from './jobStore';

/** What the job pages say about the tool they belong to. */
export interface ToolLabels {
  /** 'BLAST', 'PatMatch'. */
  name: string;
  /** The service's post address, which a job's address extends: '/tools-service/blast'. */
  servicePath: string;
  /** The portal's form: '/tools/blast'. */
  formPath: string;
  /** The form's address filled in with a job's fields. */
  prefilledForm: (params: Record<string, string>) => string;
}

/** How often the progress page reloads itself. */
export const PROGRESS_REFRESH_SECONDS = 2;

/** '2026-12-05 18:03 UTC' */
export const utcMinute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

function duration(fromIso: string, to: Date): string {
  const seconds = Math.max(0, Math.round((to.getTime() - Date.parse(fromIso)) / 1000));
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

export const jobAddress = (labels: ToolLabels, id: string) => `${labels.servicePath}/${id}`;

/** Links back to the portal and to the form, filled in with this search's fields. */
export function jobLinks(labels: ToolLabels, params: Record<string, string>): string {
  return `<nav aria-label="Portal">
<a href="/">TAIR home</a> · <a href="${escapeHtml(labels.prefilledForm(params))}">Back to the ${escapeHtml(labels.name)} form, with this search filled in</a> · <a href="${escapeHtml(labels.formPath)}">A new ${escapeHtml(labels.name)} search</a>
</nav>`;
}

/** The lines above a finished job's answer. */
export function jobHeading(labels: ToolLabels, job: ToolJob): string {
  return `${jobLinks(labels, job.params)}
<p class="notice">These results are kept until ${escapeHtml(utcMinute(job.expiresAt))}: this page's address shows them until then, to anyone you share it with.</p>
`;
}

export function progressPage(labels: ToolLabels, job: ToolJob, styleNonce: string, now: Date): string {
  const running = job.state === 'running';
  const title = `${labels.name} search ${running ? 'running' : 'queued'}`;
  const status = running
    ? `Running for ${duration(job.startedAt ?? job.createdAt, now)} (asked ${duration(job.createdAt, now)} ago).`
    : `Queued for ${duration(job.createdAt, now)}: waiting for a free place to run.`;
  const body = `<h1>${escapeHtml(title)}</h1>
<p role="status">${escapeHtml(status)}</p>
<p>This page reloads itself every ${PROGRESS_REFRESH_SECONDS} seconds and shows the results when the search ends. Its address stays valid until ${escapeHtml(utcMinute(job.expiresAt))}: you may close it and come back, or share it.</p>
<form method="post" action="${escapeHtml(jobAddress(labels, job.id))}/cancel"><button type="submit">Cancel this search</button></form>
${jobLinks(labels, job.params)}`;
  return toolPage({ title, styleNonce, body, head: `<meta http-equiv="refresh" content="${PROGRESS_REFRESH_SECONDS}">` });
}

export function jobNotFoundPage(labels: ToolLabels, styleNonce: string): string {
  const title = `${labels.name}: no results at this address`;
  const body = `<h1>${escapeHtml(title)}</h1>
<div class="problem" role="alert">
<p>There are no ${escapeHtml(labels.name)} results at this address. Results are kept for 7 days after the search: these may have expired, or the address may be incomplete.</p>
</div>
<p><a href="${escapeHtml(labels.formPath)}">Go to the ${escapeHtml(labels.name)} form</a> to run the search again · <a href="/">TAIR home</a></p>`;
  return toolPage({ title, styleNonce, body });
}
