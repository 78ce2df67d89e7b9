// @vitest-environment node
// Charging many records at once, as a gene action over 10,000 loci does (000 §9): exactly the records not read in the
// last 24 hours cost a unit, each once, and either all of them are paid or, with too few units, none is and nothing is
// recorded. Real SQLite through usageStore, as the access hook charges a member who pays by units.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database';
import { tempDir, type TempDir } from '../testing';
import { usageStore, type RecordRead, type UsageStore } from './usage';

const PARTY = 7;
const MANY = 10_000;

let temp: TempDir;
let db: Db;
let usage: UsageStore;

beforeEach(() => {
  temp = tempDir('portal-usage-');
  db = openDatabase(temp.file('portal.sqlite'));
  db.prepare(
    `INSERT INTO accounts (community_id, username, password_hash, password_salt, email, party_id, credential_id)
     VALUES (1, 'student', 'h', 's', 'student@example.org', ${PARTY}, 'c1')`,
  ).run();
  usage = usageStore(db);
  usage.grantComplimentaryUnits(PARTY);
});
afterEach(() => {
  db.close();
  temp.remove();
});

const loci = (from: number, count: number): RecordRead[] =>
  Array.from({ length: count }, (_, index) => ({ type: 'locus', key: `AT1G${String(from + index).padStart(5, '0')}` }));
/** The same reads in no particular order (stepped through by a prime), as an answer lists them. */
const scrambled = (reads: RecordRead[]) => reads.map((_, index) => reads[(index * 7919) % reads.length]!);
const remainingUnits = () => usage.tracker(PARTY)!.remaining_units;
const setUnits = (units: number) =>
  db.prepare('UPDATE usage_trackers SET total_units = max(total_units, @units), remaining_units = @units WHERE party_id = @party').run({ units, party: PARTY });
const readHoursAgo = (reads: RecordRead[], hours: number) =>
  db
    .prepare("UPDATE record_reads SET read_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || @hours || ' hours') WHERE record_id IN (SELECT value FROM json_each(@keys))")
    .run({ hours, keys: JSON.stringify(reads.map((read) => read.key)) });

/**
 * 10,000 loci of which 4,000 were read an hour ago (free), 1,000 were read 25 hours ago and 5,000 never (a unit
 * each: 6,000), in no particular order and with 100 of them asked for twice.
 */
function arrangeMix(): RecordRead[] {
  setUnits(100_000);
  expect(usage.chargeReads(PARTY, loci(0, 5_000))).toEqual({ spent: 5_000 });
  readHoursAgo(loci(0, 4_000), 1);
  readHoursAgo(loci(4_000, 1_000), 25);
  return [...scrambled(loci(0, MANY)), ...loci(9_900, 100)];
}
const UNPAID_IN_MIX = 6_000;

describe('charging 10,000 records at once', () => {
  it('spends one unit for each record not read in the last 24 hours, and none for any of them again the same day', () => {
    const reads = arrangeMix();
    setUnits(UNPAID_IN_MIX + 50);

    expect(usage.chargeReads(PARTY, reads)).toEqual({ spent: UNPAID_IN_MIX });
    expect(remainingUnits()).toBe(50);

    expect(usage.chargeReads(PARTY, reads)).toEqual({ spent: 0 });
    expect(usage.chargeReads(PARTY, loci(4_000, 1_000))).toEqual({ spent: 0 });
    expect(remainingUnits()).toBe(50);
  });

  it('one unit short, refuses them whole: nothing spent and nothing recorded as read', () => {
    const reads = arrangeMix();
    setUnits(UNPAID_IN_MIX - 1);

    expect(usage.chargeReads(PARTY, reads)).toBe('refused');
    expect(remainingUnits()).toBe(UNPAID_IN_MIX - 1);

    // Every record the refused charge would have paid for still costs its unit.
    setUnits(UNPAID_IN_MIX);
    expect(usage.chargeReads(PARTY, reads)).toEqual({ spent: UNPAID_IN_MIX });
    expect(remainingUnits()).toBe(0);
  });

  it('records read in the last 24 hours open with no unit left and after the period has ended; one new record is refused', () => {
    setUnits(MANY);
    expect(usage.chargeReads(PARTY, scrambled(loci(0, MANY)))).toEqual({ spent: MANY });
    db.prepare("UPDATE usage_trackers SET free_expiry_date = date('now', '-1 day'), expiry_date = NULL").run();

    expect(usage.chargeReads(PARTY, loci(0, MANY))).toEqual({ spent: 0 });
    expect(usage.chargeReads(PARTY, [...loci(0, MANY - 1), ...loci(MANY, 1)])).toBe('refused');
  });

  it('does not spend units whose period has ended', () => {
    setUnits(100_000);
    db.prepare("UPDATE usage_trackers SET free_expiry_date = date('now', '-1 day'), expiry_date = date('now', '-1 day')").run();

    expect(usage.chargeReads(PARTY, loci(0, MANY))).toBe('refused');
    expect(remainingUnits()).toBe(100_000);
  });
});
