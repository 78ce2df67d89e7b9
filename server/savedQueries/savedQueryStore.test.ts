// Saved queries on each store: one id per query, saved again only moves its expiry, opened it lives a full lifetime
// from then, past its expiry it says so, and saving clears expired rows away.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_DRIVERS, type OpenedStore } from '../db/storeDrivers.testSupport';
import { savedQueryStore } from './store';

const DAY = 24 * 60 * 60 * 1000;
const query = { kind: 'results', category: 'genes', params: { searchText: 'FLC' } } as const;

describe.each(STORE_DRIVERS)('saved queries on $name', (driver) => {
  let store: OpenedStore;
  beforeAll(async () => {
    store = await driver.open();
  });
  afterAll(() => store.close());

  it('keeps a query under one id, extends it when opened, and says when it has expired', async () => {
    let now = new Date('2026-01-01T00:00:00.000Z');
    const saved = savedQueryStore(store.portal.stores.savedQueries, { now: () => now, days: 10 });
    const first = await saved.save(query);
    expect(first).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/), expiresAt: '2026-01-11T00:00:00.000Z' });
    now = new Date(now.getTime() + 5 * DAY);
    expect(await saved.read(first.id)).toEqual({ ...query, expiresAt: '2026-01-16T00:00:00.000Z' });
    expect((await saved.save(query)).id).toBe(first.id);
    expect(await saved.read('AAAAAAAAAAAAAAAA')).toBeUndefined();
    now = new Date(now.getTime() + 11 * DAY);
    expect(await saved.read(first.id)).toBe('expired');
    // The next save clears the expired row away.
    await saved.save({ kind: 'sequences', params: { key: 'x' } });
    expect(await saved.read(first.id)).toBeUndefined();
  });
});
