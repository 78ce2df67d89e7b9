// The server's rendering of a record page (built apart, by `vite build --ssr`, and loaded by the server from the
// build: server/firstScreen/renderedPage.ts). The page is the app itself: the same route table, providers and
// components, with the record sent with the page already in its data cache, so that the browser, given the same
// answers, hydrates it without rendering anything anew (src/main.tsx). The route guards do not run here: the
// record came with the page only if the server's own access rules gave it to this visitor.
import createCache from '@emotion/cache';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { FirstAnswers, RenderedFirstScreen } from '../../../contracts/firstScreen/firstAnswers';
import { AppProviders, createQueryClient } from '../AppProviders';
import { appRoutes } from '../routes';
import { prepareRecordFirstScreen } from './firstScreenRoute';

/** How renderToString marks a Suspense boundary it could not finish. */
const LEFT_TO_THE_BROWSER = '<!--$!-->';
// At most 15 + 30 + 60 + 120 ms of waiting, which only a process's first pages (the code read from disk) need.
const MAX_PASSES = 5;
const CODE_WAIT_MS = 15;

/** The route table without its loaders: they only guard and prefetch, which the answers have done. */
function withoutLoaders(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const copy = { ...route } as RouteObject & { loader?: unknown };
    delete copy.loader;
    if (route.children) copy.children = withoutLoaders(route.children);
    return copy as RouteObject;
  });
}

/** The record page at `address` as HTML for #root, and the styles it uses; null for any other page. */
export async function renderFirstScreen(address: string, answers: FirstAnswers): Promise<RenderedFirstScreen | null> {
  const url = new URL(address, 'http://page.invalid');
  const client = createQueryClient();
  const routes = withoutLoaders(appRoutes(client));
  if (!(await prepareRecordFirstScreen(client, routes, url, (call) => answers[call]))) return null;
  const router = createMemoryRouter(routes, { initialEntries: [url.pathname + url.search] });
  // compat: the styles are collected, not written beside each element; the page gets them in one element.
  const styleCache = createCache({ key: 'css' });
  styleCache.compat = true;
  const page = (
    <AppProviders queryClient={client} styleCache={styleCache}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  // A part that loads its code on demand (the genome browser's, say) is left out of a pass that finds its code not
  // yet loaded (React marks it for the browser to render); rendering again once the code has come makes the page
  // whole. A streaming render would wait by itself, but completes such parts with inline scripts, which the page's
  // policy refuses.
  let html = renderToString(page);
  for (let pass = 1; html.includes(LEFT_TO_THE_BROWSER) && pass < MAX_PASSES; pass += 1) {
    await new Promise((resolve) => setTimeout(resolve, CODE_WAIT_MS * 2 ** (pass - 1)));
    html = renderToString(page);
  }
  // A part still missing would show the browser a fallback to replace, and an error: the browser renders it all.
  if (html.includes(LEFT_TO_THE_BROWSER)) return null;
  const inserted = Object.entries(styleCache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return { html, styleKey: styleCache.key, styleIds: inserted.map(([id]) => id), css: inserted.map(([, css]) => css).join('') };
}
