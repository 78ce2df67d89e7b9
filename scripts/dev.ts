// `npm run dev`: the reference server's API (port API_PORT, default 8080) and Vite's dev server (port 5173, with hot
// reload), which proxies /api to it. Stopping either stops both.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '8080';

function start(label: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  child.once('exit', (code) => {
    console.log(`${label} stopped${code === null ? '' : ` (exit code ${code})`}.`);
    stopAll();
  });
  return child;
}

const children = [
  start('The API server', ['--import', 'tsx', 'server/main.ts'], { PORT: apiPort }),
  start('The dev server', [path.join(root, 'node_modules/vite/bin/vite.js'), '--host', '127.0.0.1', '--port', '5173'], { API_PORT: apiPort }),
];

function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.once('SIGINT', stopAll);
process.once('SIGTERM', stopAll);
