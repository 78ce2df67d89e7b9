// What a page's first answer carries besides the app shell, written into its <head>: the route's chunks to fetch at
// once (modulepreload), the personal calls to start at once (preload), and the first screen's other answers as a
// JSON data block that the page's client reads (src/api/firstAnswers.ts). Nothing here runs as script: the Content
// Security Policy is unchanged.
import { statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FIRST_ANSWERS_ELEMENT_ID, firstAnswersText } from '../../contracts/firstScreen/firstAnswers';
import { readBuildManifest, type BuildManifest } from './buildManifest';
import { firstScreenData } from './firstAnswers';
import type { PageRecordType } from './firstCalls';
import { attribute, renderedPage, renderedStyles } from './renderedPage';
import { detailRouteModules, routeChunkFiles } from './routeChunks';

const manifests = new Map<string, { modified: number; manifest: BuildManifest | null }>();

/** The build's manifest, read again only when the build changed; null for a build without one. */
function manifestOf(dir: string): BuildManifest | null {
  const file = path.join(dir, '.vite', 'manifest.json');
  let modified = 0;
  try {
    modified = statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const cached = manifests.get(dir);
  if (cached?.modified === modified) return cached.manifest;
  let manifest: BuildManifest | null = null;
  try {
    manifest = readBuildManifest(dir);
  } catch {
    manifest = null;
  }
  manifests.set(dir, { modified, manifest });
  return manifest;
}

/** What the page at `request.url` carries besides the app shell: elements for its <head>, and its #root's HTML. */
export interface FirstScreenParts {
  head: string;
  /** The page rendered on the server (empty: the browser renders it). */
  root: string;
}

/** The parts of the page at `request.url`; `nonce` is its style nonce, `renderDir` where the build's rendering is. */
export async function firstScreenParts(
  app: FastifyInstance,
  request: FastifyRequest,
  { dir, renderDir, nonce }: { dir: string; renderDir: string; nonce: string },
  types: readonly PageRecordType[],
): Promise<FirstScreenParts> {
  const pathname = new URL(request.url, 'http://page.invalid').pathname;
  const type = types.find((candidate) => candidate.route === pathname);
  const manifest = type ? manifestOf(dir) : null;
  const chunks = type && manifest ? routeChunkFiles(manifest, detailRouteModules(manifest, type.route, type.apiType)) : [];
  const { answers, preloads } = await firstScreenData(app, request, types);
  const rendered = type ? await renderedPage(request, renderDir, answers) : null;
  const head = [
    ...chunks.map((file) => `<link rel="modulepreload" crossorigin href="/${attribute(file)}">`),
    // The page's client asks with its cookies (credentials: 'include'): the preload must too, to be the same request.
    ...preloads.map((address) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${attribute(address)}">`),
    `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${firstAnswersText(answers)}</script>`,
    rendered ? renderedStyles(rendered, nonce) : '',
  ].join('');
  return { head, root: rendered?.html ?? '' };
}
