// Usage units (000 §3, §9): every new account starts with 50 complimentary units; activation codes add bought
// buckets of units. The tracker is what the profile page shows. A member who reads subscription content by units
// (no subscribed network, no linked ORCID iD) spends one unit per record not read in the last 24 hours (chargeReads):
// a detail record, or what another call reads (server/access/contentAccess.ts).
// One remaining count serves complimentary and bought units alike; they last until the later of their end dates.
import type { Db } from '../db/database';

/** 000 §9: 50 complimentary units. */
export const COMPLIMENTARY_UNITS = 50;
/** How long complimentary units stay usable after registration. */
export const COMPLIMENTARY_DAYS = 365;

/** 000 §3: the usage tracker as the profile page reads it; dates are YYYY-MM-DD. */
export interface UsageTracker {
  total_units: number;
  remaining_units: number;
  expiry_date: string | null;
  free_expiry_date: string;
  bucketsBought: number;
}

interface TrackerRow {
  total_units: number;
  remaining_units: number;
  expiry_date: string | null;
  free_expiry_date: string;
  buckets_bought: number;
}

export interface ActivationCode {
  code: string;
  units: number;
  valid_days: number;
}

/** How long a record stays paid for after the read that spent a unit on it. */
export const FREE_REREAD_HOURS = 24;

/** One record read: a detail record (`locus`, key), or another paid item (a premium file, a tool run). */
export interface RecordRead {
  type: string;
  key: string;
}

/** The outcome of reads charged together: how many units they spent, or refused (and nothing spent). */
export type ReadsCharge = { spent: number } | 'refused';

export type ActivationResult =
  | { ok: true; unitsAdded: number; tracker: UsageTracker }
  | { ok: false; reason: 'unknown' | 'used' };

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const daysFromNow = (days: number) => isoDate(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

export type UsageStore = ReturnType<typeof usageStore>;

export function usageStore(db: Db) {
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
  const keysByType = (reads: readonly RecordRead[]): string => {
    const keys = new Map<string, Set<string>>();
    for (const { type, key } of reads) {
      const ofType = keys.get(type) ?? new Set<string>();
      keys.set(type, ofType.add(key));
    }
    return JSON.stringify(Object.fromEntries([...keys].map(([type, ofType]) => [type, [...ofType].sort()])));
  };

  const tracker = (partyId: number): UsageTracker | undefined => {
    const row = trackerRow.get(partyId);
    if (!row) return undefined;
    return {
      total_units: row.total_units,
      remaining_units: row.remaining_units,
      expiry_date: row.expiry_date,
      free_expiry_date: row.free_expiry_date,
      bucketsBought: row.buckets_bought,
    };
  };

  return {
    tracker,

    /** A new account's complimentary units; does nothing when the party already has a tracker. */
    grantComplimentaryUnits(partyId: number) {
      createTracker.run(partyId, COMPLIMENTARY_UNITS, COMPLIMENTARY_UNITS, daysFromNow(COMPLIMENTARY_DAYS));
    },

    /** Applies an activation code to a party's tracker, in one transaction. */
    activate(partyId: number, activationCode: string): ActivationResult {
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

    /** Whether the party has units left on a subscription or complimentary period that has not ended. */
    hasActiveUnits(partyId: number): boolean {
      const row = tracker(partyId);
      if (!row || row.remaining_units <= 0) return false;
      const today = isoDate(new Date());
      return row.free_expiry_date >= today || (row.expiry_date !== null && row.expiry_date >= today);
    },

    /**
     * Reads of records by a member who pays by units, one record (a detail read) or several in one answer (a gene
     * action over selected loci): each record not read in the last 24 hours costs one unit, and either all of them
     * are paid or, with too few units left, none is and the reads are refused. Check and spend are one write
     * transaction, so two answers at once can never both spend the last unit.
     */
    chargeReads(partyId: number, reads: readonly RecordRead[]): ReadsCharge {
      const asked = { party: partyId, keysByType: keysByType(reads) };
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

    addActivationCode(activation: ActivationCode) {
      insertCode.run(activation);
    },
  };
}
