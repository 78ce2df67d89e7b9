// A real search server for the category tests, over one store (server/db/storeDrivers.testSupport.ts): the demo
// dataset's records in that store with its search index built, and the search routes listening on 127.0.0.1;
// `search` posts a payload and answers the status and JSON body. A test file runs its tests on each store:
//   describe.each(STORE_DRIVERS)('… on $name', (driver) => { const server = useSearchServer(driver); … })
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { demoDataset } from '../../../data';
import type { OpenedStore, StoreDriver } from '../../db/storeDrivers.testSupport';
import { searchRoutes } from '../../routes/search';
import { rowFromDemoRecord } from '../../seed';
import { listenOnLoopback } from '../../testing';

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

/** Starts one seeded server over the driver's store for the describe block it is called in, and closes it after. */
export function useSearchServer(driver: StoreDriver): SearchServer {
  let store: OpenedStore;
  let app: FastifyInstance;
  let origin = '';

  beforeAll(async () => {
    store = await driver.open();
    await store.insertRecords(Object.entries(demoDataset).flatMap(([type, demos]) => demos.map((demo) => rowFromDemoRecord(type, demo))));
    await store.buildSearchIndex();
    app = Fastify();
    await app.register(searchRoutes, { store: store.search });
    origin = await listenOnLoopback(app);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await store?.close();
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
