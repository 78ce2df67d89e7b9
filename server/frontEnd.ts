// The built front end, served by the same server as the API: `npm start` gives one port with the portal at / and
// the API under /api. The build is plain static files, so in production it can equally sit on any CDN with
// VITE_API_BASE pointing at the API (docs/architecture.md).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { firstScreenParts } from './firstScreen/pageHead';
import type { PageRecordType } from './firstScreen/firstCalls';
import { SERVER_RENDERED_ATTRIBUTE } from '../contracts/firstScreen/firstAnswers';
import { allowStyleAttributes, styleNonce } from './http/securityHeaders';
import { styleAttributeValues } from './firstScreen/renderedPage';

/** What the production build is made from: when any of it is newer than the build, the build is stale. */
const BUILD_INPUTS = ['src', 'schemas', 'sections', 'public', 'index.html', 'vite.config.ts', 'scripts/build', 'package-lock.json'];

/** The newest modification time of a file or of anything under a folder (0 when it does not exist). */
export function newestModification(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestModification(path.join(target, entry)));
  return newest;
}

/** Why the front end needs building in `root`, or null when dist/index.html is newer than every input. */
export function frontEndStaleness(root: string, outDir = 'dist'): string | null {
  const index = path.join(root, outDir, 'index.html');
  if (!existsSync(index)) return `there is no build in ${outDir}/`;
  if (!existsSync(path.join(root, serverRenderDir(outDir), 'renderFirstScreen.js'))) return `there is no server rendering in ${serverRenderDir(outDir)}/`;
  const builtAt = statSync(index).mtimeMs;
  const changed = BUILD_INPUTS.find((input) => newestModification(path.join(root, input)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

/** Where the build in `dir` keeps the server's rendering of first screens (never served): `dist` → `dist-ssr`. */
export const serverRenderDir = (dir: string) => `${dir.replace(/[\\/]+$/, '')}-ssr`;

/** The module of that rendering, relative to its folder. */
export const SERVER_RENDER_ENTRY = 'src/app/serverRender/renderFirstScreen.tsx';

/**
 * Runs the production build (vite build) in `root`, with its output shown, then the server's rendering of first
 * screens beside it (serverRenderDir); rejects when either fails.
 */
export async function buildFrontEnd(root: string, outDir = 'dist', env: NodeJS.ProcessEnv = process.env): Promise<void> {
  await runVite(root, ['build', '--outDir', outDir], env);
  await runVite(root, ['build', '--ssr', SERVER_RENDER_ENTRY, '--outDir', serverRenderDir(outDir), '--emptyOutDir'], env);
}

function runVite(root: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), ...args], {
      cwd: root,
      env,
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The front-end build failed (exit code ${code}).`))));
  });
}

/**
 * A request the single-page app answers: a GET for a page — not the API, not a missing build asset — whose path
 * has no file extension, or that a browser sends to show a page (Accept: text/html). The second covers the older
 * site's addresses (/index.jsp, /servlets/TairObject?…), which the app's router sends on to their new pages.
 */
export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/assets/')) return false;
  if (!path.posix.basename(pathname).includes('.')) return true;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the build in `dir`: hashed assets cached for a year (their names change with their content), everything
 * else revalidated, so a new release is picked up on the next visit. The build holds brotli and gzip copies of its
 * text files (scripts/build/precompress.ts): the one the browser accepts is sent, br first, with Vary:
 * Accept-Encoding; a file too small to have copies is left to the per-answer compression (server/http/compression.ts).
 */
export function frontEndStaticOptions(dir: string): FastifyStaticOptions {
  return {
    root: dir,
    wildcard: true,
    index: 'index.html',
    preCompressed: true,
    // The app shell is never sent as a file: each answer fills in its own style nonce (sendAppShell).
    allowedPath: (pathname) => !isAppShellFile(pathname),
    setHeaders: (reply, filePath) => {
      const immutable = filePath.startsWith(path.join(dir, 'assets') + path.sep);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  };
}

/**
 * Where index.html asks for the nonce of the page's <style> elements (<meta property="csp-nonce" nonce="…">, read
 * by src/app/styleCache.ts): every answer puts a fresh one there, the one its Content-Security-Policy allows.
 */
export const STYLE_NONCE_PLACEHOLDER = '__STYLE_NONCE__';

const EMPTY_ROOT = '<div id="root"></div>';

/** index.html, asked for by name or as a folder's index. */
const isAppShellFile = (pathname: string) => pathname.endsWith('/') || path.posix.basename(pathname) === 'index.html';

/**
 * Client-side routes (/locus?key=…, /profile …) all load index.html; the app's router takes it from there. A page's
 * answer also carries what its first screen needs at once (firstScreen/pageHead.ts): its route's chunks and the
 * answers of its first calls, so that nothing waits for the entry's code to ask. Those answers are the visitor's
 * (their cookies decided them), so the page is kept by nobody but the visitor's browser.
 */
export async function sendAppShell(request: FastifyRequest, reply: FastifyReply, dir: string, types: readonly PageRecordType[]): Promise<FastifyReply> {
  const html = await readFile(path.join(dir, 'index.html'), 'utf8');
  const nonce = styleNonce(reply);
  const { head, root } =
    request.method === 'GET' ? await firstScreenParts(request.server, request, { dir, renderDir: serverRenderDir(dir), nonce }, types) : { head: '', root: '' };
  if (root) allowStyleAttributes(reply, styleAttributeValues(root));
  // The nonce goes into the shell before the page's parts, so that no text of a record can take its place.
  const page = html
    .replaceAll(STYLE_NONCE_PLACEHOLDER, () => nonce)
    .replace('</head>', () => `${head}</head>`)
    .replace(EMPTY_ROOT, () => (root ? `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${root}</div>` : EMPTY_ROOT));
  return reply.header('Cache-Control', 'private, no-cache').type('text/html; charset=utf-8').send(page);
}
