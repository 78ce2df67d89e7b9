// A record page rendered on the server, so that its title, summary and sections paint with the page's HTML, before
// any of its code has run; the browser then hydrates it (src/main.tsx). The rendering is the app's own code, built
// apart (`vite build --ssr`, beside the front end: frontEnd.ts) and loaded here from the build, never from src/.
import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyRequest } from 'fastify';
import type { FirstAnswers, FirstScreenRenderer, RenderedFirstScreen } from '../../contracts/firstScreen/firstAnswers';

/**
 * Rendering is synchronous work on the server's one thread: a record whose answer is larger than this (a locus of
 * thousands of rows) is left for the browser to render, as every page was before.
 */
export const LARGEST_RENDERED_RECORD = 256 * 1024;

const renderers = new Map<string, { modified: number; renderer: Promise<FirstScreenRenderer | null> }>();

/** The build's renderer in `renderDir` (loaded again when the build changed), or null when there is none. */
function rendererIn(renderDir: string): Promise<FirstScreenRenderer | null> {
  const file = path.join(renderDir, 'renderFirstScreen.js');
  let modified = 0;
  try {
    modified = statSync(file).mtimeMs;
  } catch {
    return Promise.resolve(null);
  }
  const cached = renderers.get(renderDir);
  if (cached?.modified === modified) return cached.renderer;
  const renderer = import(`${pathToFileURL(file).href}?built=${modified}`).then(
    (module: { renderFirstScreen?: FirstScreenRenderer }) => module.renderFirstScreen ?? null,
  );
  renderers.set(renderDir, { modified, renderer });
  return renderer;
}

/** The page at `request.url` rendered with `answers`, or null: not a record page, no record, too large, or a failure. */
export async function renderedPage(request: FastifyRequest, renderDir: string, answers: FirstAnswers): Promise<RenderedFirstScreen | null> {
  if (Object.values(answers).some((answer) => answer.body.length > LARGEST_RENDERED_RECORD)) return null;
  try {
    const render = await rendererIn(renderDir);
    const rendered = render ? await render(request.url, answers) : null;
    // Nothing the rendering holds may close its <style> element early.
    return rendered && !/<\/style/i.test(rendered.css) ? rendered : null;
  } catch (error) {
    request.log.warn({ err: error }, 'The first screen could not be rendered on the server; the browser will render it.');
    return null;
  }
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };

/**
 * The values of the style attributes in rendered HTML, as the browser reads them (React writes its components'
 * `style` props so): the page's policy must allow each by its hash. Text holding ` style="` cannot match, since
 * React writes every quote in text as an entity.
 */
export function styleAttributeValues(html: string): Set<string> {
  const values = new Set<string>();
  for (const match of html.matchAll(/\sstyle="([^"]*)"/g)) values.add((match[1] ?? '').replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity));
  return values;
}

/** A value made safe inside a double-quoted HTML attribute. */
export const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The rendering's styles as one <style> element with the page's nonce. Its data-emotion attribute names them, so
 * that the page's style cache (src/app/styleCache.ts) knows them and adds none of them again.
 */
export function renderedStyles(rendered: RenderedFirstScreen, nonce: string): string {
  return `<style nonce="${attribute(nonce)}" data-emotion="${attribute([rendered.styleKey, ...rendered.styleIds].join(' '))}">${rendered.css}</style>`;
}
