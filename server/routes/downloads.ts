// The download area of 001 §2.5 and §7:
//   GET /api/download-files/list?dir=            → { [name]: entry } (server/downloads/listing.ts); no dir: the root
//   GET /api/download-files/download?filePath=   → the file's bytes, its content type, Content-Disposition filename;
//                                                  one byte range on request (206), so a broken download resumes
//   GET /download_files/{path}                   → the older site's file address: the file itself for a script
//                                                  (curl, wget, a pipeline), the app for a browser showing a page
// Paths are relative to the download root (DOWNLOADS_DIR). A path that could lead outside it is refused with 400
// before anything is read; an entry that is missing or not published (a link leading outside the root or to a dot
// file, a named pipe: downloads/safePath.ts, publishedFile.ts) is 404. A file is always an attachment, never shown
// by the browser from the portal's origin (downloads/sendFile.ts). The files under Subscriber_Data_Releases are premium
// (001 §2.5): the server's access hook asks for a subscription before these handlers send one (access/contentAccess.ts).
import type { FastifyInstance } from 'fastify';
import { downloadsDirectory } from '../downloads/config';
import { listDirectory } from '../downloads/listing';
import { findPublishedEntry } from '../downloads/publishedFile';
import { badRequest, queryText, RequestError } from '../downloads/requestErrors';
import { sendPublishedFile } from '../downloads/sendFile';

export interface DownloadRoutesOptions {
  /** The download root; DOWNLOADS_DIR or data/downloads by default. */
  root?: string;
}

/** The prefix under which the older site published its files; its links are still cited in papers and scripts. */
export const LEGACY_FILE_PREFIX = '/download_files/';

export async function downloadRoutes(app: FastifyInstance, { root = downloadsDirectory() }: DownloadRoutesOptions): Promise<void> {
  app.get('/api/download-files/list', async (request) => {
    const dir = queryText(request.query, 'dir') ?? '';
    const entry = await findPublishedEntry(root, dir, 'dir');
    if (!entry.isDirectory) throw badRequest('The dir parameter must name a directory, not a file.');
    return listDirectory(entry.realRoot, entry.realPath, entry.segments);
  });

  app.get('/api/download-files/download', async (request, reply) => {
    const filePath = queryText(request.query, 'filePath', { required: true })!;
    const entry = await findPublishedEntry(root, filePath, 'filePath');
    if (entry.isDirectory) throw badRequest('The filePath parameter must name a file, not a directory.');
    return sendPublishedFile(request, reply, entry);
  });

  // A browser opening an old file address gets the app (its router shows the file page, 001 §2.5); anything else —
  // curl, wget, a script's HTTP client, whatever its Accept header short of text/html — gets the file, never the
  // app's HTML in its place. Folders and missing files fall to the not-found handler (the app, or a JSON 404).
  app.get(`${LEGACY_FILE_PREFIX}*`, async (request, reply) => {
    if ((request.headers.accept ?? '').includes('text/html')) return reply.callNotFound();
    const rest = (request.params as { '*'?: string })['*'] ?? '';
    let entry;
    try {
      entry = await findPublishedEntry(root, rest, 'path');
    } catch (error) {
      if (error instanceof RequestError && error.statusCode === 404) return reply.callNotFound();
      throw error;
    }
    if (entry.isDirectory) return reply.callNotFound();
    return sendPublishedFile(request, reply, entry);
  });
}
