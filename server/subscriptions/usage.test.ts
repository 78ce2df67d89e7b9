// Charging many records at once, as a gene action over 10,000 loci does (000 §9): exactly the records not read in the
// last 24 hours cost a unit, each once, and either all of them are paid or, with too few units, none is and nothing is
// recorded. On each store, through the usage store the access hook charges a member who pays by units.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STORE_DRIVERS, type OpenedStore } from '../db/storeDrivers.testSupport';
import type { RecordRead, UsageStore } from './usage';

const PARTY = 7;
const MANY = 10_000;

describe.each(STORE_DRIVERS)('usage units on $name', (driver) => {
  let store: OpenedStore;
  let usage: UsageStore;

  beforeAll(async () => {
    store = await driver.open();
    usage = store.portal.stores.usage;
  });
  afterAll(() => store.close());
  beforeEach(async () => {
    await store.sql({ sqlite: 'DELETE FROM accounts', postgres: 'DELETE FROM accounts' });
    await store.sql({
      sqlite: `INSERT INTO accounts (community_id, username, password_hash, password_salt, email, party_id, credential_id)
               VALUES (1, 'student', 'h', 's', 'student@example.org', ${PARTY}, 'c1')`,
      postgres: `INSERT INTO accounts (community_id, username, password_hash, password_salt, email, party_id, credential_id)
                 VALUES (1, 'student', 'h', 's', 'student@example.org', ${PARTY}, 'c1')`,
    });
    await usage.grantComplimentaryUnits(PARTY);
  });

  const loci = (from: number, count: number): RecordRead[] =>
    Array.from({ length: count }, (_, index) => ({ type: 'locus', key: `AT1G${String(from + index).padStart(5, '0')}` }));
  /** The same reads in no particular order (stepped through by a prime), as an answer lists them. */
  const scrambled = (reads: RecordRead[]) => reads.map((_, index) => reads[(index * 7919) % reads.length]!);
  const remainingUnits = async () => (await usage.tracker(PARTY))!.remaining_units;
  const setUnits = (units: number) =>
    store.sql(
      {
        sqlite: 'UPDATE usage_trackers SET total_units = max(total_units, ?), remaining_units = ? WHERE party_id = ?',
        postgres: 'UPDATE usage_trackers SET total_units = greatest(total_units, $1), remaining_units = $2 WHERE party_id = $3',
      },
      [units, units, PARTY],
    );
  const readHoursAgo = (reads: RecordRead[], hours: number) =>
    store.sql(
      {
        sqlite: "UPDATE record_reads SET read_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || ? || ' hours') WHERE record_id IN (SELECT value FROM json_each(?))",
        postgres: "UPDATE record_reads SET read_at = now() - $1 * interval '1 hour' WHERE record_id = ANY (SELECT jsonb_array_elements_text($2::jsonb))",
      },
      [hours, JSON.stringify(reads.map((read) => read.key))],
    );
  const endPeriods = (bought: 'bought ended too' | 'nothing bought') =>
    store.sql({
      sqlite: `UPDATE usage_trackers SET free_expiry_date = date('now', '-1 day'), expiry_date = ${bought === 'nothing bought' ? 'NULL' : "date('now', '-1 day')"}`,
      postgres: `UPDATE usage_trackers SET free_expiry_date = current_date - 1, expiry_date = ${bought === 'nothing bought' ? 'NULL' : 'current_date - 1'}`,
    });

  /**
   * 10,000 loci of which 4,000 were read an hour ago (free), 1,000 were read 25 hours ago and 5,000 never (a unit
   * each: 6,000), in no particular order and with 100 of them asked for twice.
   */
  async function arrangeMix(): Promise<RecordRead[]> {
    await setUnits(100_000);
    expect(await usage.chargeReads(PARTY, loci(0, 5_000))).toEqual({ spent: 5_000 });
    await readHoursAgo(loci(0, 4_000), 1);
    await readHoursAgo(loci(4_000, 1_000), 25);
    return [...scrambled(loci(0, MANY)), ...loci(9_900, 100)];
  }
  const UNPAID_IN_MIX = 6_000;

  describe('charging 10,000 records at once', () => {
    it('spends one unit for each record not read in the last 24 hours, and none for any of them again the same day', async () => {
      const reads = await arrangeMix();
      await setUnits(UNPAID_IN_MIX + 50);

      expect(await usage.chargeReads(PARTY, reads)).toEqual({ spent: UNPAID_IN_MIX });
      expect(await remainingUnits()).toBe(50);

      expect(await usage.chargeReads(PARTY, reads)).toEqual({ spent: 0 });
      expect(await usage.chargeReads(PARTY, loci(4_000, 1_000))).toEqual({ spent: 0 });
      expect(await remainingUnits()).toBe(50);
    });

    it('one unit short, refuses them whole: nothing spent and nothing recorded as read', async () => {
      const reads = await arrangeMix();
      await setUnits(UNPAID_IN_MIX - 1);

      expect(await usage.chargeReads(PARTY, reads)).toBe('refused');
      expect(await remainingUnits()).toBe(UNPAID_IN_MIX - 1);

      // Every record the refused charge would have paid for still costs its unit.
      await setUnits(UNPAID_IN_MIX);
      expect(await usage.chargeReads(PARTY, reads)).toEqual({ spent: UNPAID_IN_MIX });
      expect(await remainingUnits()).toBe(0);
    });

    it('records read in the last 24 hours open with no unit left and after the period has ended; one new record is refused', async () => {
      await setUnits(MANY);
      expect(await usage.chargeReads(PARTY, scrambled(loci(0, MANY)))).toEqual({ spent: MANY });
      await endPeriods('nothing bought');

      expect(await usage.chargeReads(PARTY, loci(0, MANY))).toEqual({ spent: 0 });
      expect(await usage.chargeReads(PARTY, [...loci(0, MANY - 1), ...loci(MANY, 1)])).toBe('refused');
    });

    it('does not spend units whose period has ended', async () => {
      await setUnits(100_000);
      await endPeriods('bought ended too');

      expect(await usage.chargeReads(PARTY, loci(0, MANY))).toBe('refused');
      expect(await remainingUnits()).toBe(100_000);
    });
  });
});
