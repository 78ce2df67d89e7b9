// What the BLAST service answers: a page (HTML, wrapped by the route with the response's style nonce) or plain
// text, with its status. The problem answers say what went wrong and what to do, in the reply format asked for.
import { escapeHtml } from '../shared/html';
import { BLAST_INSTALL_COMMAND } from './installation';

export type BlastAnswer =
  /** `body`: HTML, as text or (a large results page, made in a worker) as UTF-8 bytes. */
  | { status: number; kind: 'page'; title: string; body: string | Uint8Array }
  /** `text`, then `programOutput`: BLAST+'s own report as it printed it, passed on as bytes. */
  | { status: number; kind: 'text'; text: string; programOutput?: Buffer[] };

export const NOT_INSTALLED_MESSAGE = 'BLAST+ is not installed on this server, so the search cannot run.';

function problem(status: number, format: 'HTML' | 'TEXT', title: string, sentences: string[], htmlExtra = ''): BlastAnswer {
  if (format === 'TEXT') return { status, kind: 'text', text: `${title}\n\n${sentences.join('\n')}\n` };
  const body = `<h1>${escapeHtml(title)}</h1>\n<div class="problem" role="alert">\n${sentences.map((sentence) => `<p>${escapeHtml(sentence)}</p>`).join('\n')}\n</div>\n${htmlExtra}`;
  return { status, kind: 'page', title, body };
}

/** Bad input: the sentence names the field and the problem. */
export const invalidInputAnswer = (message: string, format: 'HTML' | 'TEXT') =>
  problem(400, format, 'BLAST: the search could not run', [message, 'Go back to the BLAST form, correct it and run the search again.']);

export const notInstalledAnswer = (format: 'HTML' | 'TEXT') =>
  problem(503, format, 'BLAST+ is not installed', [NOT_INSTALLED_MESSAGE, `Install it with: ${BLAST_INSTALL_COMMAND}`], `<pre>${escapeHtml(BLAST_INSTALL_COMMAND)}</pre>`);

export const busyAnswer = (format: 'HTML' | 'TEXT') =>
  problem(503, format, 'BLAST is busy', ['Too many BLAST searches are running or waiting right now.', 'Try again in a minute.']);

/** One client's share of the queue is taken (clientShare.ts): the sentence names the limit. */
export const clientShareAnswer = (limit: number, format: 'HTML' | 'TEXT') =>
  problem(429, format, 'BLAST: your other searches are still running', [
    `This address already has ${limit} BLAST ${limit === 1 ? 'search' : 'searches'} queued or running, the most one address may have at once.`,
    'Wait for one of them to finish (or cancel it from its page), then run this search again.',
  ]);

/** The search was cancelled from its progress page before it ended. */
export const cancelledAnswer = (): BlastAnswer => problem(499, 'HTML', 'BLAST: the search was cancelled', ['The search was cancelled before it ended.', 'Run it again from the BLAST form.']);

/** The server stopped (or failed unexpectedly) while the search was queued or running. */
export const interruptedAnswer = (): BlastAnswer =>
  problem(500, 'HTML', 'BLAST: the search did not end', ['The server stopped or failed before this search ended, so it has no results.', 'Run it again from the BLAST form.']);

export const timeoutAnswer = (seconds: number, format: 'HTML' | 'TEXT') =>
  problem(503, format, 'BLAST: the search took too long', [
    `The search took longer than ${seconds} seconds and was stopped.`,
    'Try a shorter query, a smaller dataset or a lower Expectation.',
  ]);

/** BLAST+ refused the settings (e.g. gap costs the matrix does not support): the researcher can change them. */
export const refusedSettingsAnswer = (blastMessage: string, format: 'HTML' | 'TEXT') =>
  problem(400, format, 'BLAST: the search could not run', [`BLAST+ did not accept these settings: ${blastMessage}`, 'Go back to the BLAST form, change them and run the search again.']);

export const failedAnswer = (detail: string, format: 'HTML' | 'TEXT') =>
  problem(500, format, 'BLAST: the search failed', [`The search failed on the server: ${detail}`, 'Try again later; if it keeps failing, tell the curators.']);
