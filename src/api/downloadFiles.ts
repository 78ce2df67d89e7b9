// The file calls of the download area (001 §7): a file's API address, reading it for the preview, and checking it
// can be saved. A failed file request becomes nothing (001 §8): the page then shows its error text. A 401 whose
// body holds redirectUri sends the browser to log in, for file answers too (001 §7).
import { absoluteUrl, apiUrl, loginRedirectTarget } from './client';

/** The API download address of a file (what the copy-link icon copies and the Download link opens). */
export const downloadFileUrl = (filePath: string) => absoluteUrl(apiUrl('download-files/download', { filePath }));

/** Text previews stop at the first 1 MB: a release of hundreds of MB is for downloading, not for reading in a page. */
export const TEXT_PREVIEW_BYTES = 1024 * 1024;

export type FileContent =
  | { kind: 'text'; text: string; /** The file's size when only its beginning is shown. */ truncatedFrom?: number }
  | { kind: 'image'; file: Blob }
  | { kind: 'pdf'; file: Blob }
  /** Neither text, image nor PDF: the file is saved instead of shown. */
  | { kind: 'save' }
  /** The server has no such file (404). */
  | { kind: 'missing' }
  | { kind: 'none' };

/** A 401 whose body holds redirectUri sends the browser to log in, back to this page afterwards (001 §7). */
async function followLoginRedirect(response: Response): Promise<void> {
  if (response.status !== 401) return;
  const body: unknown = await response.json().catch(() => undefined);
  const target = loginRedirectTarget(body, window.location.href);
  if (target) window.location.assign(target);
}

const isTextType = (type: string) => type.startsWith('text/') || type.startsWith('application/json');

/** The total size of a 206 answer ('bytes 0-1048575/52428800'), when the server states it. */
function totalSize(response: Response): number | undefined {
  const total = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1];
  return total === undefined ? undefined : Number(total);
}

/** Cuts a text at its last line break, so a preview never ends in half a line (or half a character). */
const wholeLines = (text: string) => {
  const end = text.lastIndexOf('\n');
  return end > 0 ? text.slice(0, end + 1) : text;
};

/** Files read whole even for a preview: a byte range would cut a picture or a PDF. */
const READ_WHOLE = /\.(png|jpe?g|gif|pdf)$/i;

/**
 * Reads a file for showing in the page: text by byte range (its first TEXT_PREVIEW_BYTES), pictures and PDFs
 * whole. The kind is what the server's content type says. A file the server does not have is 'missing'; any other
 * failed request (after the login redirect, if any) is 'none'.
 */
export async function fetchFileContent(path: string, signal?: AbortSignal): Promise<FileContent> {
  const whole = READ_WHOLE.test(path);
  let response: Response;
  try {
    response = await fetch(downloadFileUrl(path), {
      credentials: 'include',
      headers: whole ? {} : { Range: `bytes=0-${TEXT_PREVIEW_BYTES - 1}` },
      signal: signal ?? null,
    });
  } catch {
    return { kind: 'none' };
  }
  await followLoginRedirect(response);
  if (!response.ok) return failed(response);
  const type = (response.headers.get('content-type') ?? '').toLowerCase();
  const partial = response.status === 206;
  if (isTextType(type)) {
    const total = partial ? totalSize(response) : undefined;
    const text = await response.text();
    return total !== undefined && total > TEXT_PREVIEW_BYTES ? { kind: 'text', text: wholeLines(text), truncatedFrom: total } : { kind: 'text', text };
  }
  const kind = type.startsWith('image/') ? 'image' : type.startsWith('application/pdf') ? 'pdf' : 'save';
  if (kind === 'save' || partial) {
    discardBody(response);
    // A picture or PDF under a name that did not say so came cut by the range: it is read again, whole.
    return kind === 'save' ? { kind } : readWhole(path, kind, signal);
  }
  return { kind, file: await response.blob() };
}

const failed = (response: Response): FileContent => (response.status === 404 ? { kind: 'missing' } : { kind: 'none' });

async function readWhole(path: string, kind: 'image' | 'pdf', signal?: AbortSignal): Promise<FileContent> {
  try {
    const response = await fetch(downloadFileUrl(path), { credentials: 'include', signal: signal ?? null });
    await followLoginRedirect(response);
    return response.ok ? { kind, file: await response.blob() } : failed(response);
  } catch {
    return { kind: 'none' };
  }
}

/**
 * Whether a file can be saved: asked for its first byte only, so a large release is not read twice. A login
 * redirect is followed; a missing file is 'missing', a refusal or a network failure 'none' (the page then says so,
 * instead of the browser saving an error message under the file's name).
 */
export async function canSaveFile(path: string): Promise<'save' | 'missing' | 'none'> {
  try {
    const response = await fetch(downloadFileUrl(path), { credentials: 'include', headers: { Range: 'bytes=0-0' } });
    await followLoginRedirect(response);
    discardBody(response);
    // 416: an empty file, which has no first byte but still saves.
    if (response.ok || response.status === 416) return 'save';
    return response.status === 404 ? 'missing' : 'none';
  } catch {
    return 'none';
  }
}

/** Stops reading an answer whose body is not wanted; not awaited, as some streams settle their cancel late. */
function discardBody(response: Response): void {
  response.body?.cancel().catch(() => undefined);
}
