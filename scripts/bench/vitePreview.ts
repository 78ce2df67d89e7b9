// A production build served by `vite preview` on 127.0.0.1, for the browser benchmarks.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface VitePreviewOptions {
  /** The checkout whose vite.config.ts applies (and whose node_modules holds vite). */
  cwd: string;
  port: number;
  /** The built files; the config's own outDir (dist/) when not given. */
  outDir?: string;
}

/** Starts the preview server and resolves once it answers; the caller kills it. */
export async function startVitePreview({ cwd, port, outDir }: VitePreviewOptions): Promise<ChildProcess> {
  // Vite itself, not through npx: killing npx would leave the preview server running, holding the port and the pipes.
  const vite = path.join(cwd, 'node_modules/vite/bin/vite.js');
  const args = [vite, 'preview', ...(outDir ? ['--outDir', outDir] : []), '--host', '127.0.0.1', '--port', String(port), '--strictPort'];
  const server = spawn(process.execPath, args, { cwd, stdio: 'ignore' });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error(`vite preview${outDir ? ` of ${outDir}` : ''} did not start on port ${port} (is the port taken?)`);
}
