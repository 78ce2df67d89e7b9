// The download area of 001 §2.5 and §7:
//   GET /api/download-files/list?dir=            → { [name]: entry } (server/downloads/listing.ts); no dir: the root
//   GET /api/download-files/download?filePath=   → the file's bytes, its content type, Content-Disposition filename
// Paths are relative to the download root (DOWNLOADS_DIR). A path that could lead outside it is refused with 400
// before anything is read; a missing entry is 404. Subscriber_Data_Releases is served like any other folder: the
// spec marks it premium but shows no restriction at the server (001 §6).
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { downloadsDirectory } from '../downloads/config';
import { contentDisposition, contentTypeOf } from '../downloads/contentTypes';
import { listDirectory } from '../downloads/listing';
import { findPublishedEntry } from '../downloads/publishedFile';
import { badRequest, queryText } from '../downloads/requestErrors';

export interface DownloadRoutesOptions {
  /** The download root; DOWNLOADS_DIR or data/downloads by default. */
  root?: string;
}

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
    // Named as requested: a link inside the tree keeps the name it is published under.
    const fileName = entry.segments.at(-1) ?? path.basename(entry.realPath);
    // The real path is opened, not the requested one: what was checked is what is read.
    return reply
      .type(contentTypeOf(fileName))
      .header('content-length', entry.size)
      .header('content-disposition', contentDisposition('attachment', fileName))
      .header('x-content-type-options', 'nosniff')
      .send(createReadStream(entry.realPath));
  });
}
