// The calls of the download area (001 §7): the listing of a folder here; the file calls in src/api/downloadFiles.ts.
// A failed listing becomes an empty list (001 §8): the page then shows its error text.
import { z } from 'zod/mini';
import { apiGetJson } from '../../api/client';
import { pathSegments } from './downloadPaths';

/** One row of a folder's list (001 §3.3). */
export interface DownloadItem {
  name: string;
  type: 'file' | 'dir';
  /** Bytes; files only. */
  size?: number;
  lastModified?: string;
  path: string;
}

// §7: entries without type 'file' are directories.
const entrySchema = z.object({
  type: z.optional(z.string()),
  size: z.optional(z.number()),
  lastModified: z.optional(z.string()),
  path: z.optional(z.string()),
});
const listingSchema = z.record(z.string(), entrySchema);

export const downloadListKey = (dir: string) => ['download', 'list', dir] as const;
export const downloadFileKey = (path: string) => ['download', 'file', path] as const;

/** GET download-files/list?dir=: the folder's entries in the order the server gives (folders first, by name). */
export async function fetchDirectory(dir: string, signal?: AbortSignal): Promise<DownloadItem[]> {
  try {
    const parsed = listingSchema.safeParse(await apiGetJson('download-files/list', { dir }, signal));
    if (!parsed.success) return [];
    return Object.entries(parsed.data).map(([name, entry]) => ({
      name,
      type: entry.type === 'file' ? 'file' : 'dir',
      ...(entry.size === undefined ? {} : { size: entry.size }),
      ...(entry.lastModified === undefined ? {} : { lastModified: entry.lastModified }),
      path: entry.path ?? [...pathSegments(dir), name].join('/'),
    }));
  } catch {
    return [];
  }
}

export { canSaveFile, downloadFileUrl, fetchFileContent, TEXT_PREVIEW_BYTES, type FileContent } from '../../api/downloadFiles';
