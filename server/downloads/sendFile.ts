// Sends a published file: streamed from disk (a release of gigabytes never sits in memory), named for saving, with
// the validators and byte ranges a resuming client needs. An interrupted `curl -C -` or `wget -c` asks for the rest
// with Range: bytes=N-; a client that also sends If-Range gets the rest only if the file is still the same one.
//
// A published file is never shown by the browser as a page of the portal: whatever a publisher leaves in the folder
// (an HTML or SVG file with a script), it is an attachment, of a type no browser runs (contentTypes.ts), not to be
// sniffed, and under a policy that sandboxes it and loads nothing, should a browser display it all the same.
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { entityTag, ifRangeHolds, parseRange } from './byteRange';
import { contentDisposition, contentTypeOf } from './contentTypes';
import type { PublishedEntry } from './publishedFile';

/** No script, no subresource, an opaque origin: a file opened in the browser can do nothing as the portal. */
const FILE_POLICY = "default-src 'none'; sandbox";

export function sendPublishedFile(request: FastifyRequest, reply: FastifyReply, entry: PublishedEntry): FastifyReply {
  const { size, modifiedMs } = entry;
  // Named as requested: a link inside the tree keeps the name it is published under.
  const fileName = entry.segments.at(-1) ?? path.basename(entry.realPath);
  const etag = entityTag(size, modifiedMs);
  reply
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header('last-modified', new Date(modifiedMs).toUTCString())
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', FILE_POLICY);

  const ifRange = firstValue(request.headers['if-range']);
  const answer = ifRangeHolds(ifRange, etag, modifiedMs) ? parseRange(firstValue(request.headers.range), size) : ({ kind: 'whole' } as const);
  if (answer.kind === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${size}`)
      .send({ error: `The requested range ${answer.reason} (the file has ${size} bytes).` });
  }

  reply.type(contentTypeOf(fileName)).header('content-disposition', contentDisposition('attachment', fileName));
  // The real path is opened, not the requested one: what was checked is what is read.
  if (answer.kind === 'partial') {
    const { start, end } = answer.range;
    return reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${size}`)
      .header('content-length', end - start + 1)
      .send(createReadStream(entry.realPath, { start, end }));
  }
  return reply.header('content-length', size).send(createReadStream(entry.realPath));
}

/** A header Node may present as a list when repeated; a repeated Range or If-Range is read as its first value. */
const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
