// Addresses of the download area (001 §2.5). A path is relative to the download root with '/' between segments
// (Genes/README.txt); the list page takes a folder as dir, the file page a file as path.

import { baseName, pathSegments } from '../../../contracts/download/downloadPath';

export { baseName, pathSegments };

export const DOWNLOAD_OVERVIEW_ROUTE = '/download/overview';

export const listRoute = (dir: string) => `/download/list?${new URLSearchParams({ dir: pathSegments(dir).join('/') }).toString()}`;

export function fileRoute(path: string, { forceDownload = false } = {}): string {
  const query = new URLSearchParams({ path: pathSegments(path).join('/') });
  if (forceDownload) query.set('force_download', 'true');
  return `/download/file?${query.toString()}`;
}

/** The folder holding a file or folder ('' for the root). */
export const parentDirectory = (path: string) => pathSegments(path).slice(0, -1).join('/');


/** How a folder is named on screen: its segment with underscores read as spaces (GO_and_PO_Annotations). */
export const folderLabel = (segment: string) => segment.replaceAll('_', ' ');
