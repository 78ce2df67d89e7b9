// The usage-unit store over the embedded SQLite file (migrations 002, 006, 018): trackers, activation codes and the
// records a member paid for. The rules are in ../usage.ts.
import type { Db } from '../../db/database';
import {
  COMPLIMENTARY_DAYS,
  COMPLIMENTARY_UNITS,
  FREE_REREAD_HOURS,
  daysFromNow,
  hasActiveUnitsIn,
  isoDate,
  keysByType,
  trackerOf,
  type ActivationCode,
  type ActivationResult,
  type ReadsCharge,
  type RecordRead,
  type TrackerRow,
  type UsageStore,
  type UsageTracker,
} from '../usage';

export function sqliteUsageStore(db: Db): UsageStore {
  const trackerRow = db.prepare<[number], TrackerRow>('SELECT * FROM usage_trackers WHERE party_id = ?');
  const createTracker = db.prepare<[number, number, number, string]>(
    `INSERT OR IGNORE INTO usage_trackers (party_id, total_units, remaining_units, free_expiry_date) VALUES (?, ?, ?, ?)`,
  );
  const code = db.prepare<[string], ActivationCode & { used_at: string | null }>(
    'SELECT code, units, valid_days, used_at FROM activation_codes WHERE code = ?',
  );
  // The used_at condition makes a race between two activations of one code end with one winner.
  const markUsed = db.prepare<[number, string]>(
    "UPDATE activation_codes SET used_by_party_id = ?, used_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE code = ? AND used_at IS NULL",
  );
  // Bought units extend from the later of today and the current end, so a renewal never shortens a subscription.
  const addBucket = db.prepare<{ party: number; units: number; days: number; today: string }>(
    `UPDATE usage_trackers SET
       total_units = total_units + @units,
       remaining_units = remaining_units + @units,
       expiry_date = date(max(coalesce(expiry_date, @today), @today), '+' || @days || ' days'),
       buckets_bought = buckets_bought + 1
     WHERE party_id = @party`,
  );
  const insertCode = db.prepare<ActivationCode>(
    'INSERT OR IGNORE INTO activation_codes (code, units, valid_days) VALUES (@code, @units, @valid_days)',
  );

  // A gene action charges up to 10,000 loci at once, in the request thread, which no request may hold for long: a
  // statement per record costs tens of milliseconds at that size, so the charge is set-based. The records go in as
  // one JSON parameter, { type: [key, …] } with each key once and in order (the b-trees are then walked in order),
  // and each step below is one statement over all of them (docs/perf.md, "charging a member's units"). The clock is
  // read once per charge, so the unpaid records counted are the records then recorded.
  const clock = db.prepare<[], { now: string; freeSince: string }>(
    `SELECT strftime('%Y-%m-%dT%H:%M:%fZ', 'now') AS now,
            strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${FREE_REREAD_HOURS} hours') AS freeSince`,
  );
  const asked = 'SELECT byType.key AS type, record.value AS record_id FROM json_each(@keysByType) AS byType, json_each(byType.value) AS record';
  // The records asked for that the party has not read since @freeSince.
  const countUnpaid = db.prepare<{ party: number; keysByType: string; freeSince: string }, { units: number }>(
    `SELECT count(*) AS units FROM (${asked}) AS asked
     WHERE NOT EXISTS (
       SELECT 1 FROM record_reads AS paid
       WHERE paid.party_id = @party AND paid.type = asked.type AND paid.record_id = asked.record_id AND paid.read_at > @freeSince)`,
  );
  // Spends the units only while as many are left in a period that has not ended (the rule of hasActiveUnits).
  const spendUnits = db.prepare<{ party: number; units: number; today: string }>(
    `UPDATE usage_trackers SET remaining_units = remaining_units - @units
     WHERE party_id = @party AND remaining_units >= @units AND (free_expiry_date >= @today OR expiry_date >= @today)`,
  );
  // The table holds about one day of reads: a row read before @freeSince no longer makes a read free.
  const pruneOldReads = db.prepare<{ freeSince: string }>('DELETE FROM record_reads WHERE read_at <= @freeSince');
  // Run after the prune, when every row left was read since @freeSince: a record asked for without a row is exactly
  // an unpaid one, and the conflict check the insert makes anyway skips the others. (WHERE true: SQLite reads an
  // ON CONFLICT right after a SELECT's FROM as part of a join.)
  const recordUnpaid = db.prepare<{ party: number; keysByType: string; now: string }>(
    `INSERT INTO record_reads (party_id, type, record_id, read_at) SELECT @party, type, record_id, @now FROM (${asked}) WHERE true
     ON CONFLICT (party_id, type, record_id) DO NOTHING`,
  );

  /** The JSON parameter of the statements above: each type's keys, each once, in order. */
  const keysParameter = (reads: readonly RecordRead[]): string => JSON.stringify(Object.fromEntries(keysByType(reads)));

  const tracker = (partyId: number): UsageTracker | undefined => {
    const row = trackerRow.get(partyId);
    return row && trackerOf(row);
  };

  return {
    tracker: async (partyId) => tracker(partyId),

    async grantComplimentaryUnits(partyId) {
      createTracker.run(partyId, COMPLIMENTARY_UNITS, COMPLIMENTARY_UNITS, daysFromNow(COMPLIMENTARY_DAYS));
    },

    async activate(partyId, activationCode) {
      return db
        .transaction((): ActivationResult => {
          const found = code.get(activationCode.trim());
          if (!found) return { ok: false, reason: 'unknown' };
          if (found.used_at !== null || markUsed.run(partyId, found.code).changes === 0) return { ok: false, reason: 'used' };
          createTracker.run(partyId, 0, 0, isoDate(new Date()));
          addBucket.run({ party: partyId, units: found.units, days: found.valid_days, today: isoDate(new Date()) });
          return { ok: true, unitsAdded: found.units, tracker: tracker(partyId)! };
        })
        .immediate();
    },

    hasActiveUnits: async (partyId) => hasActiveUnitsIn(tracker(partyId)),

    async chargeReads(partyId, reads) {
      const asked = { party: partyId, keysByType: keysParameter(reads) };
      return db
        .transaction((): ReadsCharge => {
          const { now, freeSince } = clock.get()!;
          const { units } = countUnpaid.get({ ...asked, freeSince })!;
          if (units === 0) return { spent: 0 };
          if (spendUnits.run({ party: partyId, units, today: isoDate(new Date()) }).changes === 0) return 'refused';
          pruneOldReads.run({ freeSince });
          recordUnpaid.run({ ...asked, now });
          return { spent: units };
        })
        .immediate();
    },

    async addActivationCode(activation) {
      insertCode.run(activation);
    },

    async unusedCodes(codes) {
      if (codes.length === 0) return [];
      return db
        .prepare<string[], string>(`SELECT code FROM activation_codes WHERE used_at IS NULL AND code IN (${codes.map(() => '?').join(', ')}) ORDER BY code`)
        .pluck()
        .all(...codes);
    },
  };
}
