// The portal as `npm start` runs it (the compiled server, dist-server/main.js --front-end: the production build and
// the API on one port, compressed, the API answering from the database), on a port and a data folder of its own, with the benchmark's large locus and its
// 300 paralogs added so the page is the same one the isolated measurement opens.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../server/db/database.ts';
import { ensureServerBuild, SERVER_MAIN } from '../build/serverBuild.ts';
import { recordStore } from '../../server/db/records.ts';

export interface PortalServer {
  base: string;
  dataDir: string;
  stop(): Promise<void>;
}

export interface PortalServerOptions {
  root: string;
  port: number;
  /** Where the database and the side data go; emptied first. */
  dataDir: string;
  locus: { locusId: number; name: string };
  locusJson: string;
  paralogsJson: string;
}

async function waitUntilServing(base: string, child: ChildProcess): Promise<void> {
  // The first start may build the front end first (when it is stale), so allow minutes.
  let last: unknown = 'no answer';
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${SERVER_MAIN} exited with code ${child.exitCode} before serving`);
    try {
      const response = await fetch(base);
      if (response.ok) return;
      last = `status ${response.status}`;
    } catch (error) {
      // not up yet
      last = error instanceof Error ? (error.cause ?? error.message) : error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${SERVER_MAIN} did not answer at ${base} (last: ${String(last)})`);
}

export async function startPortalServer({ root, port, dataDir, locus, locusJson, paralogsJson }: PortalServerOptions): Promise<PortalServer> {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  // The demo's PANTHER files, with the large locus's paralogs replaced by the 300 the isolated measurement serves.
  const pantherDir = path.join(dataDir, 'panther');
  cpSync(path.join(root, 'data/panther'), pantherDir, { recursive: true });
  writeFileSync(path.join(pantherDir, 'paralogs', `${locus.name}.json`), paralogsJson);

  const base = `http://127.0.0.1:${port}`;
  await ensureServerBuild(root);
  // One node process: stopping it stops the server (npm's command line would leave a child holding the port).
  const child = spawn(process.execPath, [SERVER_MAIN, '--front-end'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, PANTHER_DIR: pantherDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitUntilServing(base, child);
    // Added once the server has seeded the demo dataset (it seeds an empty database only). Without a name, so the
    // demo's own AT4G36920 keeps answering name lookups; the page is opened by key.
    const db = openDatabase(path.join(dataDir, 'portal.sqlite'));
    try {
      recordStore(db).insert({ type: 'locus', id: String(locus.locusId), name: null, accession: null, body: locusJson });
    } finally {
      db.close();
    }
    const check = await fetch(`${base}/api/detail/locus?key=${locus.locusId}`);
    if (!check.ok || (await check.text()) !== locusJson) throw new Error(`The server does not answer the large locus (status ${check.status}).`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, dataDir, stop };
}

/** The portal with the benchmark's large locus and its 300 paralogs, as the page benchmarks open it. */
export async function startLargeLocusPortal(root: string, port: number, dataDir: string): Promise<PortalServer> {
  const { generateLargeLocus } = await import('../../data/records/locus/fixtures/largeLocus.ts');
  const { manyParalogs } = await import('../../mocks/fixtures/panther/manyParalogs.ts');
  const locus = generateLargeLocus();
  return startPortalServer({
    root,
    port,
    dataDir,
    locus: { locusId: locus.locusId, name: locus.name },
    locusJson: JSON.stringify(locus),
    paralogsJson: JSON.stringify(manyParalogs.paralogs),
  });
}
