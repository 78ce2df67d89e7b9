// Usage units (000 §3, §9): every new account starts with 50 complimentary units; activation codes add bought
// buckets of units. The tracker is what the profile page shows. A member who reads subscription content by units
// (no subscribed network, no linked ORCID iD) spends one unit per record not read in the last 24 hours (chargeReads):
// a detail record, or what another call reads (server/access/contentAccess.ts).
// One remaining count serves complimentary and bought units alike; they last until the later of their end dates.

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

export interface TrackerRow {
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
export const daysFromNow = (days: number) => isoDate(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

export interface UsageStore {
  tracker(partyId: number): Promise<UsageTracker | undefined>;
  /** A new account's complimentary units; does nothing when the party already has a tracker. */
  grantComplimentaryUnits(partyId: number): Promise<void>;
  /** Applies an activation code to a party's tracker, in one transaction (one winner when two use a code at once). */
  activate(partyId: number, activationCode: string): Promise<ActivationResult>;
  /** Whether the party has units left on a subscription or complimentary period that has not ended. */
  hasActiveUnits(partyId: number): Promise<boolean>;
  /**
   * Reads of records by a member who pays by units, one record (a detail read) or several in one answer (a gene
   * action over selected loci): each record not read in the last 24 hours costs one unit, and either all of them
   * are paid or, with too few units left, none is and the reads are refused. Check and spend are one write
   * transaction, so two answers at once (through any server process) can never both spend the last unit.
   */
  chargeReads(partyId: number, reads: readonly RecordRead[]): Promise<ReadsCharge>;
  addActivationCode(activation: ActivationCode): Promise<void>;
  /** Which of these activation codes exist and have not been used, in code order. */
  unusedCodes(codes: readonly string[]): Promise<string[]>;
}

export const trackerOf = (row: TrackerRow): UsageTracker => ({
  total_units: row.total_units,
  remaining_units: row.remaining_units,
  expiry_date: row.expiry_date,
  free_expiry_date: row.free_expiry_date,
  bucketsBought: row.buckets_bought,
});

/** The rule of hasActiveUnits: units left, in a period (complimentary or bought) that has not ended. */
export function hasActiveUnitsIn(tracker: UsageTracker | undefined, today = isoDate(new Date())): boolean {
  if (!tracker || tracker.remaining_units <= 0) return false;
  return tracker.free_expiry_date >= today || (tracker.expiry_date !== null && tracker.expiry_date >= today);
}

/** The records of reads by type, each key once and in order (both stores walk their b-trees in that order). */
export function keysByType(reads: readonly RecordRead[]): Map<string, string[]> {
  const keys = new Map<string, Set<string>>();
  for (const { type, key } of reads) {
    const ofType = keys.get(type) ?? new Set<string>();
    keys.set(type, ofType.add(key));
  }
  return new Map([...keys].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([type, ofType]) => [type, [...ofType].sort()]));
}
