// Test support: the real server over a temp database seeded as at a first start in demo mode (the demo dataset, its
// search index, the demo accounts), listening on 127.0.0.1, with logged-in clients of the demo accounts.
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../app';
import { Client, demoPasswords } from '../accounts/accountServer.testSupport';
import { seedAccounts } from '../accounts/seed';
import { readServerConfig } from '../config';
import { seedRecords } from '../seed';
import { listenOnLoopback, tempDir, type TempDir } from '../testing';

export interface SymbolTestServer {
  app: FastifyInstance;
  origin: string;
  /** A client logged in as a demo account (researcher, student: members; curator: a curator). */
  as: (username: keyof typeof demoPasswords) => Promise<Client>;
  anonymous: () => Client;
  close: () => Promise<void>;
}

export async function startSymbolServer(): Promise<SymbolTestServer> {
  const temp: TempDir = tempDir('portal-symbols-');
  const config = readServerConfig({ LOGIN_RATE_LIMIT: '1000', REGISTRATION_RATE_LIMIT: '1000' });
  const app = buildServer({ databaseFile: temp.file('portal.sqlite'), config });
  seedRecords(app.db);
  await seedAccounts(app.store);
  const origin = await listenOnLoopback(app);
  return {
    app,
    origin,
    as: async (username) => {
      const client = new Client(origin);
      await client.login(username, demoPasswords[username]);
      return client;
    },
    anonymous: () => new Client(origin),
    close: async () => {
      await app.close();
      temp.remove();
    },
  };
}
