import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { muiLeanBuild } from './scripts/build/muiLeanBuild.ts';
import { precompress } from './scripts/build/precompress.ts';
import { recordIdentity } from './scripts/build/recordIdentity.ts';
import { searchFormIdentity } from './scripts/build/searchFormIdentity.ts';
import { isTestBuild } from './scripts/build/testBuild.ts';

// Every deep import of a component library, found up front, so the dev server and the browser tests never meet a
// new dependency halfway through a run (Vite then re-bundles and reloads the page, failing whatever test was on it).
function deepImportsIn(dir: string, pattern = /from '(@mui\/material\/[\w/]+)'/g): string[] {
  const found = new Set<string>();
  const visit = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.tsx?$/.test(entry.name)) for (const match of readFileSync(full, 'utf8').matchAll(pattern)) found.add(match[1] ?? '');
    }
  };
  visit(dir);
  return [...found].sort();
}

// `--mode mock` (npm run dev:mock) serves the API from msw fixtures in the browser; any other mode talks to
// VITE_API_BASE (default /api), which the dev server (npm run dev) proxies to the reference server.
// react-router's package points every import at its development build, whose only difference is that it warns
// about misuse; the built app takes the production build, which leaves those warnings (and their text) out.
const reactRouterProduction = {
  name: 'portal:react-router-production',
  apply: 'build' as const,
  enforce: 'pre' as const,
  resolveId(source: string) {
    return source === 'react-router' ? fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')) : null;
  },
};

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;
// The proxy keeps the browser's Host (Vite's shorthand would set the target's): to the reference server the calls
// then come from the page's own origin, which its check of state-changing requests admits (server/http/
// originCheck.ts), and the login addresses it writes lead back to this dev server.
export const apiProxy = { target: apiTarget, changeOrigin: false };
// The end-to-end run's build: no source maps, quick compression (scripts/build/testBuild.ts).
const testBuild = isTestBuild();

// `vite build --ssr src/app/serverRender/renderFirstScreen.tsx` (buildFrontEnd): the server's rendering of a record page's first
// screen, run by the server from node_modules; it is never sent, so it needs no copies, manifest or public files.
const serverRenderBuild = { copyPublicDir: false, sourcemap: true } as const;
// Its libraries bundled in, as their production builds: left to Node, React would load its development build
// (the server's NODE_ENV is not set), which renders a page several times slower.
const serverRenderSettings = { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } as const;

export default defineConfig(({ isSsrBuild }) => ({
  ...(isSsrBuild ? serverRenderSettings : {}),
  // precompress: brotli and gzip copies of the build beside each file, which the server sends as they are.
  plugins: [react(), recordIdentity(), searchFormIdentity(), ...(isSsrBuild ? [] : [precompress(testBuild ? 'quick' : 'maximal')]), reactRouterProduction, muiLeanBuild()],
  server: { host: '127.0.0.1', strictPort: true, proxy: { '/api': apiProxy, '/tools-service': apiProxy } },
  preview: { host: '127.0.0.1', strictPort: true },
  build: isSsrBuild ? serverRenderBuild : {
    sourcemap: !testBuild,
    manifest: true,
    chunkSizeWarningLimit: 600,
    // Browsers without <link rel=modulepreload> (Firefox before 115, Safari before 17) fetch a page's chunks when they
    // are imported instead of ahead: slower there, not broken, and the polyfill would cost every page 0.3 KB gzip.
    modulePreload: { polyfill: false },
    // Everything the first page load needs in one file: split into many small shared chunks it compresses worse
    // and costs a request each. Pages loaded on demand still get chunks of their own.
    // The helpers every record type's config and schema import (sections/shared, schemas/shared.ts) in one chunk
    // too, rather than a handful of tiny ones that each detail page fetches.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'record-type-parts', test: /[\\/](sections[\\/]shared|schemas[\\/]shared\.ts)/, priority: 1 },
          ],
        },
      },
    },
  },
  optimizeDeps: {
    include: [
      ...deepImportsIn('src'),
      'react-router',
      '@tanstack/react-query',
      'dompurify',
      'zod/mini',
      'msw',
      'msw/browser',
      '@testing-library/react',
      '@testing-library/user-event',
    ],
  },
}));
