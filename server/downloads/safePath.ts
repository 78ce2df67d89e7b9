// Resolves a client-supplied relative path inside a root directory, or refuses it. A path is refused (never
// touched on disk beyond the root's own real path) when it could name anything outside the root:
//   - control characters (NUL included), backslashes, and '%' (a value is decoded once by the query parser, so a
//     '%' left over is an encoded form such as %2e%2e or %252e%252e);
//   - absolute paths ('/etc/passwd', 'C:…');
//   - any segment starting with a dot ('.', '..', and dot files, which are never published).
// Once the lexical checks pass, the path is followed on disk (symbolic links included). A link is published as what
// it points to when its real path stays inside the root and passes through no dot file or dot folder there (a
// release folder's 'current' link, say). A path whose real path leaves the root, reaches a hidden entry, or loops is
// not published: it is answered as missing, so a client cannot tell it from one that is not there.
import { realpath } from 'node:fs/promises';
import path from 'node:path';

export type ResolvedPath =
  | { kind: 'inside'; realRoot: string; realPath: string; segments: string[] }
  | { kind: 'refused'; reason: string }
  | { kind: 'missing' };

const MAX_PATH_LENGTH = 1024;
// eslint-disable-next-line no-control-regex -- control characters are exactly what this rejects
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** The lexical checks alone: the path's segments, or the reason it is refused. */
export function pathSegments(requested: string): string[] | { reason: string } {
  if (requested.length > MAX_PATH_LENGTH) return { reason: 'is too long' };
  if (CONTROL_CHARACTERS.test(requested)) return { reason: 'contains a control character' };
  if (requested.includes('\\')) return { reason: 'contains a backslash' };
  if (requested.includes('%')) return { reason: 'contains an encoded character' };
  if (requested.startsWith('/') || /^[A-Za-z]:/.test(requested)) return { reason: 'is absolute' };
  // Empty segments ('Genes/', 'a//b') carry no meaning and are dropped.
  const segments = requested.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment.startsWith('.'))) return { reason: 'names a hidden or parent directory' };
  return segments;
}

/** True when target is root itself or lies beneath it (both absolute, normalised). */
export function isInside(root: string, target: string): boolean {
  const relative = path.relative(root, target);
  return relative === '' || (!relative.startsWith(`..${path.sep}`) && relative !== '..' && !path.isAbsolute(relative));
}

/** Whether a real path (links followed) is published: inside the real root, and no dot file or folder on the way. */
export function isPublishedRealPath(realRoot: string, realPath: string): boolean {
  if (!isInside(realRoot, realPath)) return false;
  const relative = path.relative(realRoot, realPath);
  return relative === '' || !relative.split(path.sep).some((segment) => segment.startsWith('.'));
}

/** Resolves requested under root, following symbolic links, and refuses anything whose real path escapes it. */
export async function resolveInsideRoot(root: string, requested: string): Promise<ResolvedPath> {
  const segments = pathSegments(requested);
  if (!Array.isArray(segments)) return { kind: 'refused', reason: segments.reason };
  let realRoot: string;
  try {
    realRoot = await realpath(root);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    throw error;
  }
  const candidate = path.join(realRoot, ...segments);
  if (!isInside(realRoot, candidate)) return { kind: 'refused', reason: 'lies outside the published files' };
  let realPath: string;
  try {
    realPath = await realpath(candidate);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'ELOOP') return { kind: 'missing' };
    throw error;
  }
  if (!isPublishedRealPath(realRoot, realPath)) return { kind: 'missing' };
  return { kind: 'inside', realRoot, realPath, segments };
}
