// A real search server for the category tests: the demo dataset seeded into a temp database (which builds the
// search index), listening on 127.0.0.1; `search` posts a payload and answers the status and JSON body.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildServer } from '../../app';
import { seedRecords } from '../../seed';
import { listenOnLoopback, tempDir, type TempDir } from '../../testing';

export interface SearchAnswer<D = Record<string, unknown>> {
  status: number;
  body: { docs: D[]; total: number; error: false } & { error: boolean; field?: string; message?: string };
}

export interface SearchServer {
  search<D = Record<string, unknown>>(category: string, payload: unknown): Promise<SearchAnswer<D>>;
  /** The ids of the docs a payload finds (all of them: rowsLimit is the maximum). */
  ids(category: string, payload: unknown): Promise<string[]>;
  /** http://127.0.0.1:port of the running server. */
  origin(): string;
}

/** Starts one seeded server for the describe block it is called in, and closes it after. */
export function useSearchServer(): SearchServer {
  let temp: TempDir;
  let app: FastifyInstance;
  let origin = '';

  beforeAll(async () => {
    temp = tempDir('portal-search-');
    app = buildServer({ databaseFile: temp.file('portal.sqlite') });
    seedRecords(app.db);
    origin = await listenOnLoopback(app);
  });

  afterAll(async () => {
    await app?.close();
    temp?.remove();
  });

  const search = async <D,>(category: string, payload: unknown): Promise<SearchAnswer<D>> => {
    const response = await fetch(`${origin}/api/search/${category}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    return { status: response.status, body: (await response.json()) as SearchAnswer<D>['body'] };
  };

  return {
    search,
    origin: () => origin,
    async ids(category, payload) {
      const answer = await search<{ id: string }>(category, payload);
      if (answer.status !== 200) throw new Error(`${category} search answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      return answer.body.docs.map((doc) => doc.id);
    },
  };
}
