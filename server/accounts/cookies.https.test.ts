// @vitest-environment node
// Over https the credential cookies are Secure (and share the parent domain when COOKIE_DOMAIN is set, 000 §9).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerConfig } from '../config';
import { openDatabase } from '../db/database';
import { tempDir, type TempDir } from '../testing';
import { accountsApi } from './api';
import { seedAccounts } from './seed';
import { sqlitePortalStore } from '../store/sqlite';
import { demoPasswords, insertCommunityRecords } from './accountServer.testSupport';

let temp: TempDir;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  temp = tempDir('portal-https-');
  // A throwaway self-signed certificate for 127.0.0.1.
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
    '-keyout', temp.file('key.pem'), '-out', temp.file('cert.pem'),
  ], { stdio: 'ignore' });
  app = Fastify({ https: { key: readFileSync(temp.file('key.pem')), cert: readFileSync(temp.file('cert.pem')) } });
  const db = openDatabase(temp.file('portal.sqlite'));
  app.addHook('onClose', async () => db.close());
  insertCommunityRecords(db);
  const store = sqlitePortalStore(db);
  await seedAccounts(store);
  app.register(accountsApi, { store, config: readServerConfig({ COOKIE_DOMAIN: 'example.org' }) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as { port: number }).port;
});

afterAll(async () => {
  await app?.close();
  temp?.remove();
});

function postOverHttps(path: string, body: unknown): Promise<{ status: number; setCookie: string[] }> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      { host: '127.0.0.1', port, path, method: 'POST', rejectUnauthorized: false, headers: { 'content-type': 'application/json' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, setCookie: response.headers['set-cookie'] ?? [] }));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

describe('credential cookies over https', () => {
  it('are Secure, and set for the configured parent domain', async () => {
    const { status, setCookie } = await postOverHttps('/api/auth/login', { username: 'student', password: demoPasswords.student });
    expect(status).toBe(200);
    expect(setCookie).toHaveLength(2);
    for (const line of setCookie) {
      expect(line).toMatch(/^(credentialId|secretKey)=/);
      expect(line).toMatch(/; Secure/);
      expect(line).toMatch(/; Domain=example\.org/);
      expect(line).toMatch(/; SameSite=Lax/);
      expect(line).not.toMatch(/HttpOnly/i);
    }
  });
});
