// 001 §3.3 and §7: a directory of the download area as an object keyed by entry name. Files carry type 'file',
// their size in bytes, lastModified (ISO 8601) and path (relative to the download root, '/'-separated, the value
// download?filePath= takes); directories carry type 'dir', lastModified and path. Dot files are not published, and
// a symbolic link is listed only when its real path stays inside the root and reaches no dot file or folder there
// (it is then shown as what it points to): what a listing shows is exactly what download and list then serve.
import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { isPublishedRealPath } from './safePath';

export interface FileEntry {
  name: string;
  type: 'file';
  size: number;
  lastModified: string;
  path: string;
}

export interface DirectoryEntry {
  name: string;
  type: 'dir';
  lastModified: string;
  path: string;
}

export type DownloadEntry = FileEntry | DirectoryEntry;

/** The entries of realDirectory, whose path from the root is segments; directories first, then by name. */
export async function listDirectory(realRoot: string, realDirectory: string, segments: readonly string[]) {
  const dirents = await readdir(realDirectory, { withFileTypes: true });
  const entries: DownloadEntry[] = [];
  for (const dirent of dirents) {
    if (dirent.name.startsWith('.')) continue;
    const target = await realTargetInside(realRoot, path.join(realDirectory, dirent.name));
    if (!target) continue;
    const stats = await stat(target);
    const entryPath = [...segments, dirent.name].join('/');
    const lastModified = stats.mtime.toISOString();
    if (stats.isDirectory()) entries.push({ name: dirent.name, type: 'dir', lastModified, path: entryPath });
    else if (stats.isFile()) entries.push({ name: dirent.name, type: 'file', size: stats.size, lastModified, path: entryPath });
  }
  entries.sort((a, b) => (a.type === b.type ? a.name.localeCompare(b.name, 'en') : a.type === 'dir' ? -1 : 1));
  return Object.fromEntries(entries.map((entry) => [entry.name, entry])) as Record<string, DownloadEntry>;
}

/** The real path of an entry, or undefined when it is a broken link or is not published (safePath.ts). */
async function realTargetInside(realRoot: string, entryPath: string): Promise<string | undefined> {
  try {
    const real = await realpath(entryPath);
    return isPublishedRealPath(realRoot, real) ? real : undefined;
  } catch {
    return undefined;
  }
}
