// Finds a published file or directory for a request, turning every refusal into the client error the API answers:
// 400 for a path that could lead outside the root (nothing is read), 404 for one that is not published: missing,
// leading outside the root or to a hidden entry (safePath.ts), or neither a regular file nor a folder (a named pipe
// would hold a reader open forever, a device has no end).
import { stat } from 'node:fs/promises';
import { badRequest, notFound } from './requestErrors';
import { resolveInsideRoot } from './safePath';

export interface PublishedEntry {
  realRoot: string;
  realPath: string;
  segments: string[];
  isDirectory: boolean;
  size: number;
  /** Last modification, in milliseconds since the epoch. */
  modifiedMs: number;
}

/** The entry named by the parameter's value under root; throws a RequestError naming the parameter otherwise. */
export async function findPublishedEntry(root: string, requested: string, parameter: string): Promise<PublishedEntry> {
  const resolved = await resolveInsideRoot(root, requested);
  if (resolved.kind === 'refused') throw badRequest(`The ${parameter} parameter ${resolved.reason}.`);
  if (resolved.kind === 'missing') throw notFound(`Nothing is published at "${requested}".`);
  const stats = await stat(resolved.realPath);
  if (!stats.isFile() && !stats.isDirectory()) throw notFound(`Nothing is published at "${requested}".`);
  return {
    realRoot: resolved.realRoot,
    realPath: resolved.realPath,
    segments: resolved.segments,
    isDirectory: stats.isDirectory(),
    size: stats.size,
    modifiedMs: stats.mtimeMs,
  };
}
