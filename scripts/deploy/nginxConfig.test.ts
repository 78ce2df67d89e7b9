// deploy/nginx.conf is a configuration nginx accepts: `nginx -t` on it, when nginx is installed on this machine (it
// is not part of the test machine's install; skipped otherwise). The file names a site's certificate, log and pid
// files; the check runs on a copy in a temporary folder with those few paths moved into it and a self-signed
// certificate made for it, so it needs neither root nor the site's files.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/projectRoot';
import { tempDir } from '../../server/testing';

const run = promisify(execFile);

/** nginx on PATH or in the sbin folders Debian installs it to (not on a normal user's PATH). */
function nginxProgram(): string | null {
  const folders = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'].filter((folder) => path.isAbsolute(folder));
  return folders.map((folder) => path.join(folder, 'nginx')).find((file) => existsSync(file)) ?? null;
}
const nginx = nginxProgram();

describe.skipIf(nginx === null)('deploy/nginx.conf (skipped: nginx is not installed; apt-get install nginx-light to check it)', () => {
  const temp = tempDir('portal-nginx-');
  afterAll(() => temp.remove());

  it('passes nginx -t', async () => {
    const config = readFileSync(path.join(PROJECT_ROOT, 'deploy', 'nginx.conf'), 'utf8');
    const siteFiles: Record<string, string> = {
      '/etc/ssl/portal/': `${temp.dir}/tls/`,
      '/var/log/nginx/': `${temp.dir}/logs/`,
      '/run/nginx.pid': `${temp.dir}/nginx.pid`,
    };
    let copy = config;
    for (const [sitePath, local] of Object.entries(siteFiles)) {
      expect(config, `deploy/nginx.conf no longer names ${sitePath}`).toContain(sitePath);
      copy = copy.replaceAll(sitePath, local);
    }
    mkdirSync(temp.file('tls'));
    mkdirSync(temp.file('logs'));
    writeFileSync(temp.file('nginx.conf'), copy);
    await run('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=www.arabidopsis.org',
      '-keyout', temp.file('tls/privkey.pem'), '-out', temp.file('tls/fullchain.pem'),
    ]);
    const checked = await run(nginx!, ['-t', '-e', temp.file('logs/startup.log'), '-p', temp.dir, '-c', temp.file('nginx.conf')]).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? String(error) }));
    expect(checked.stderr).toContain('test is successful');
  });
});
