// The usage-unit store over PostgreSQL (migration 002 of server/db/postgres/migrations). A charge locks the party's
// tracker row first, so charges of one member through several server processes run one after the other and every
// unit is spent exactly once; the records asked for go in as two arrays (types, keys), one statement per step.
import { inTransaction, type Queryable } from '../../db/postgres/connection';
import {
  COMPLIMENTARY_DAYS,
  COMPLIMENTARY_UNITS,
  FREE_REREAD_HOURS,
  daysFromNow,
  hasActiveUnitsIn,
  keysByType,
  trackerOf,
  type ActivationResult,
  type RecordRead,
  type TrackerRow,
  type UsageStore,
} from '../usage';

const TRACKER = 'SELECT party_id, total_units, remaining_units, expiry_date, free_expiry_date, buckets_bought FROM usage_trackers WHERE party_id = $1';

/** The reads as the two array parameters of `unnest($2::text[], $3::text[])`. */
function askedArrays(reads: readonly RecordRead[]): [string[], string[]] {
  const types: string[] = [];
  const keys: string[] = [];
  for (const [type, ofType] of keysByType(reads)) {
    for (const key of ofType) {
      types.push(type);
      keys.push(key);
    }
  }
  return [types, keys];
}

export function postgresUsageStore(db: Queryable): UsageStore {
  const tracker = async (partyId: number) => {
    const { rows } = await db.query<TrackerRow>({ name: 'usage-tracker', text: TRACKER, values: [partyId] });
    return rows[0] && trackerOf(rows[0]);
  };
  const createTracker = async (on: Queryable, partyId: number, units: number, freeExpiry: string) => {
    await on.query({
      name: 'usage-create-tracker',
      text: `INSERT INTO usage_trackers (party_id, total_units, remaining_units, free_expiry_date) VALUES ($1, $2, $2, $3)
             ON CONFLICT (party_id) DO NOTHING`,
      values: [partyId, units, freeExpiry],
    });
  };

  return {
    tracker,

    grantComplimentaryUnits: (partyId) => createTracker(db, partyId, COMPLIMENTARY_UNITS, daysFromNow(COMPLIMENTARY_DAYS)),

    activate: (partyId, activationCode) =>
      inTransaction(db, async (client): Promise<ActivationResult> => {
        const { rows } = await client.query<{ code: string; units: number; valid_days: number; used_at: string | null }>({
          name: 'usage-code',
          text: 'SELECT code, units, valid_days, used_at FROM activation_codes WHERE lower(code) = lower($1) FOR UPDATE',
          values: [activationCode.trim()],
        });
        const found = rows[0];
        if (!found) return { ok: false, reason: 'unknown' };
        if (found.used_at !== null) return { ok: false, reason: 'used' };
        await client.query({ name: 'usage-mark-used', text: 'UPDATE activation_codes SET used_by_party_id = $1, used_at = now() WHERE code = $2', values: [partyId, found.code] });
        await client.query({
          name: 'usage-create-empty-tracker',
          text: `INSERT INTO usage_trackers (party_id, total_units, remaining_units, free_expiry_date) VALUES ($1, 0, 0, current_date)
                 ON CONFLICT (party_id) DO NOTHING`,
          values: [partyId],
        });
        // Bought units extend from the later of today and the current end, so a renewal never shortens a subscription.
        await client.query({
          name: 'usage-add-bucket',
          text: `UPDATE usage_trackers SET
                   total_units = total_units + $2,
                   remaining_units = remaining_units + $2,
                   expiry_date = greatest(coalesce(expiry_date, current_date), current_date) + $3::int,
                   buckets_bought = buckets_bought + 1
                 WHERE party_id = $1`,
          values: [partyId, found.units, found.valid_days],
        });
        const { rows: after } = await client.query<TrackerRow>({ name: 'usage-tracker', text: TRACKER, values: [partyId] });
        return { ok: true, unitsAdded: found.units, tracker: trackerOf(after[0]!) };
      }),

    hasActiveUnits: async (partyId) => hasActiveUnitsIn(await tracker(partyId)),

    chargeReads: (partyId, reads) =>
      inTransaction(db, async (client) => {
        const [types, keys] = askedArrays(reads);
        // The lock: a second charge of this party waits here until this one commits, then counts what this one paid.
        await client.query({ name: 'usage-lock-tracker', text: 'SELECT 1 FROM usage_trackers WHERE party_id = $1 FOR UPDATE', values: [partyId] });
        const { rows } = await client.query<{ units: number }>({
          name: 'usage-count-unpaid',
          text: `SELECT count(*)::int AS units FROM unnest($2::text[], $3::text[]) AS asked (type, record_id)
                 WHERE NOT EXISTS (
                   SELECT 1 FROM record_reads AS paid
                   WHERE paid.party_id = $1 AND paid.type = asked.type AND paid.record_id = asked.record_id
                     AND paid.read_at > now() - interval '${FREE_REREAD_HOURS} hours')`,
          values: [partyId, types, keys],
        });
        const units = rows[0]?.units ?? 0;
        if (units === 0) return { spent: 0 };
        const spent = await client.query({
          name: 'usage-spend',
          text: `UPDATE usage_trackers SET remaining_units = remaining_units - $2
                 WHERE party_id = $1 AND remaining_units >= $2 AND (free_expiry_date >= current_date OR expiry_date >= current_date)`,
          values: [partyId, units],
        });
        if (spent.rowCount === 0) return 'refused';
        // About one day of reads is kept: a row read before then no longer makes a read free.
        await client.query({ name: 'usage-prune', text: `DELETE FROM record_reads WHERE read_at <= now() - interval '${FREE_REREAD_HOURS} hours'` });
        await client.query({
          name: 'usage-record-reads',
          text: `INSERT INTO record_reads (party_id, type, record_id, read_at)
                 SELECT $1, type, record_id, now() FROM unnest($2::text[], $3::text[]) AS asked (type, record_id)
                 ON CONFLICT (party_id, type, record_id) DO NOTHING`,
          values: [partyId, types, keys],
        });
        return { spent: units };
      }),

    async addActivationCode(activation) {
      await db.query({
        name: 'usage-add-code',
        text: 'INSERT INTO activation_codes (code, units, valid_days) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        values: [activation.code, activation.units, activation.valid_days],
      });
    },

    async unusedCodes(codes) {
      const { rows } = await db.query<{ code: string }>({
        name: 'usage-unused-codes',
        text: 'SELECT code FROM activation_codes WHERE used_at IS NULL AND lower(code) = ANY (SELECT lower(unnest($1::text[]))) ORDER BY code',
        values: [codes],
      });
      return rows.map((row) => row.code);
    },
  };
}
