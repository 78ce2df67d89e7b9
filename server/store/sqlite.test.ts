// The SQLite transaction holds the one connection: a `work` that waits for something other than the database is
// refused and rolled back, since another request's statements could otherwise fall inside it.
import { setTimeout as wait } from 'node:timers/promises';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database';
import { tempDir, type TempDir } from '../testing';
import { AWAITED_OUTSIDE_THE_STORE, sqlitePortalStore } from './sqlite';

let temp: TempDir;
let db: Db;
beforeEach(() => {
  temp = tempDir('portal-sqlite-store-');
  db = openDatabase(temp.file('portal.sqlite'));
});
afterEach(() => {
  db.close();
  temp.remove();
});

const account = { community_id: 1, username: 'okafor', password_hash: 'h', password_salt: 's', email: 'o@example.org', send_email: 'F', orcid_id: null, is_curator: 'F', registering_for_abrc: 'F', party_id: 7, credential_id: 'c' } as const;

it('refuses, and rolls back, a transaction that waits for a timer between its writes', async () => {
  const store = sqlitePortalStore(db);
  await expect(
    store.transaction(async ({ accounts }) => {
      await accounts.insert(account);
      await wait(1);
      await accounts.setUsername(1, 'later');
    }),
  ).rejects.toThrow(AWAITED_OUTSIDE_THE_STORE);
  expect(db.inTransaction).toBe(false);
  expect(await store.stores.accounts.byUsername('okafor')).toBeUndefined();
});

it('commits a transaction that awaits only the stores', async () => {
  const store = sqlitePortalStore(db);
  await store.transaction(async ({ accounts, usage }) => {
    await accounts.insert(account);
    await usage.grantComplimentaryUnits(7);
  });
  expect((await store.stores.usage.tracker(7))?.remaining_units).toBe(50);
});
