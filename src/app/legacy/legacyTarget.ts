import {
  AUTO_INDEX_DIRECTORIES,
  BULK_DOWNLOAD_WIKI,
  isDocumentedExternal,
  KNOWN_DOWNLOAD_FILES,
  OLDER_TOOLS,
  WIKI_PAGES,
} from './legacyDestinations';
import {
  communityTarget,
  entryOf,
  objectTarget,
  processorTarget,
  readQuery,
  searchTarget,
  withQuery,
  type LegacyQuery,
} from './servletTargets';

/**
 * Old site pages with a fixed new home (000 §2.2 and "Legacy URL redirection"), keyed by old path in lower case:
 * the old server matched paths without regard to case, and printed links use both spellings.
 */
const FIXED_PAGES: Readonly<Record<string, string>> = {
  '/index.jsp': '/',
  '/tools/bulk/protein/index.jsp': '/search/protein',
  '/blast/index.jsp': '/tools/blast',
  '/cgi-bin/patmatch/nph-patmatch.pl': '/tools/Patmatch',
  '/submit/genefamily_submission.jsp': '/pagenotfound',
  '/news/jobs.jsp': '/news/jobs',
  '/news/events.jsp': '/news/events',
  '/browse/genefamily/index.jsp': '/browse/gene_family',
  '/portals/nomenclature/symbol_main.jsp': '/submit/gene_class_symbol_registration',
  '/download/index.jsp': '/download/overview',
  '/submit/index.jsp': '/submit/overview',
};

/** Old servlets that read their query, keyed by servlet path in lower case. */
const SERVLETS: Readonly<Record<string, (query: LegacyQuery) => string | null>> = {
  '/servlets/community': communityTarget,
  '/servlets/tairobject': objectTarget,
  '/servlets/processor': processorTarget,
  '/servlets/search': searchTarget,
};

/**
 * The portal address an address of the older site now lives at: a path with its query, or one of the documented
 * external addresses in legacyDestinations.ts. Null when the address is not one the older site had.
 */
export function legacyTarget(pathname: string, search: string): string | null {
  const target = resolve(normalisePath(pathname), readQuery(search));
  return target !== null && isSafeTarget(target) ? target : null;
}

/** The path as the old server saw it: without a session id (";jsessionid=…") or trailing slashes. */
function normalisePath(pathname: string): string {
  const path = pathname.replace(/;[^/]*/g, '').replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

function resolve(path: string, query: LegacyQuery): string | null {
  const key = path.toLowerCase();
  const directory = entryOf(AUTO_INDEX_DIRECTORIES, key);
  if (directory !== undefined) return withQuery('/download/list', 'dir', directory);
  if (key.startsWith('/download_files/')) return downloadFileTarget(path.slice('/download_files/'.length));
  const fixed = entryOf(FIXED_PAGES, key) ?? entryOf(WIKI_PAGES, key) ?? entryOf(OLDER_TOOLS, key);
  if (fixed !== undefined) return fixed;
  if (key.startsWith('/tools/bulk/') || key === '/tools/bulk') return BULK_DOWNLOAD_WIKI;
  const servlet = entryOf(SERVLETS, key);
  if (servlet !== undefined) return servlet(query);
  const file = entryOf(KNOWN_DOWNLOAD_FILES, key);
  if (file !== undefined) return withQuery('/download/file', 'path', file);
  if (key === '/download/index-auto.jsp') return autoIndexTarget(query);
  return numberedDetailTarget(key);
}

/** /download_files/{rest} (a folder of the old auto-index is its list, above): the file, by its path inside the download tree (decoded once, re-encoded as a value). */
function downloadFileTarget(rest: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    return null;
  }
  const segments = decoded.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (segments.length === 0 || segments.includes('..')) return null;
  return withQuery('/download/file', 'path', segments.join('/'));
}

/** /download/index-auto.jsp?dir=/download_files/{folder}: the list of that folder, for the folders that still exist. */
function autoIndexTarget(query: LegacyQuery): string {
  const directory = entryOf(AUTO_INDEX_DIRECTORIES, query('dir')?.replace(/\/+$/, '').toLowerCase() ?? '');
  return directory === undefined ? '/pagenotfound' : withQuery('/download/list', 'dir', directory);
}

/** …/person_detail/{n} and …/organization_detail/{n}: the community page of that number. */
function numberedDetailTarget(path: string): string | null {
  const match = /\/(person|organization)_detail\/(\d{1,15})$/.exec(path);
  const [, type, number] = match ?? [];
  return type && number ? withQuery(`/${type}`, 'key', number) : null;
}

/** Only a path of this portal ("/x", never "//host" or "/\host") or a documented external address. */
function isSafeTarget(target: string): boolean {
  if (target.startsWith('/')) return !/^\/[/\\]/.test(target);
  return isDocumentedExternal(target);
}
