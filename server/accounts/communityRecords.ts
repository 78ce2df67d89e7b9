// The person and organization detail records (002 §3) in the records table, read and rewritten as JSON bodies,
// so that what an account holder edits is what the detail pages show. Callers run these inside the same
// transaction as their account-table writes. Every body written is indexed again in that transaction, so community
// search finds a person by what the record says now (an e-mail address hidden since is no longer found).
import type { Db } from '../db/database';
import { reindexRecord } from '../search/buildIndex';

export type JsonObject = Record<string, unknown>;

export type CommunityType = 'person' | 'organization';

/** A person's name as the records table stores it: 'First Last', upper-cased like every stored name. */
const personName = (body: JsonObject) => `${String(body.firstName ?? '')} ${String(body.lastName ?? '')}`.trim().toUpperCase() || null;

export type CommunityRecords = ReturnType<typeof communityRecords>;

export function communityRecords(db: Db) {
  const select = db.prepare<[CommunityType, string], { body: string }>('SELECT body FROM records WHERE type = ? AND id = ?');
  const update = db.prepare<[string, CommunityType, string]>('UPDATE records SET body = ? WHERE type = ? AND id = ?');
  const insert = db.prepare<[CommunityType, string, string | null, string]>(
    'INSERT INTO records (type, id, name, accession, body) VALUES (?, ?, ?, NULL, ?)',
  );
  const rename = db.prepare<[string | null, string]>("UPDATE records SET name = ? WHERE type = 'person' AND id = ?");
  // Organizations whose member list names this person, whichever affiliation table says so.
  const organizationsListing = db.prepare<[string], { id: string; body: string }>(
    `SELECT id, body FROM records WHERE type = 'organization' AND EXISTS (
       SELECT 1 FROM json_each(records.body, '$.affiliations') AS member
       WHERE CAST(json_extract(member.value, '$.personId') AS TEXT) = ?)`,
  );

  const writeBody = (type: CommunityType, id: string, body: JsonObject) => {
    update.run(JSON.stringify(body), type, id);
    reindexRecord(db, type, id);
  };

  const read = (type: CommunityType, communityId: number): JsonObject | undefined => {
    const row = select.get(type, String(communityId));
    if (!row) return undefined;
    const body: unknown = JSON.parse(row.body);
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as JsonObject) : undefined;
  };

  return {
    person: (communityId: number) => read('person', communityId),
    organization: (communityId: number) => read('organization', communityId),

    /** Replaces the given fields of a record's body, keeping every other field as it was; false if there is none. */
    patch(type: CommunityType, communityId: number, fields: JsonObject): boolean {
      const body = read(type, communityId);
      if (!body) return false;
      writeBody(type, String(communityId), { ...body, ...fields });
      return true;
    },

    insertPerson(communityId: number, body: JsonObject) {
      insert.run('person', String(communityId), personName(body), JSON.stringify(body));
      reindexRecord(db, 'person', String(communityId));
    },

    /** The person's name column (the looked-up form of 'First Last'), after a change of name. The index reads bodies only. */
    renamePerson(communityId: number, body: JsonObject) {
      rename.run(personName(body), String(communityId));
    },

    /** Keeps the member lists of organization records in step with a person's new name. */
    renameInOrganizations(personId: unknown, firstName: string, lastName: string) {
      if (personId === undefined || personId === null) return;
      for (const row of organizationsListing.all(String(personId))) {
        const body = JSON.parse(row.body) as { affiliations?: JsonObject[] };
        body.affiliations = (body.affiliations ?? []).map((member) =>
          String(member.personId) === String(personId) ? { ...member, firstName, lastName } : member,
        );
        writeBody('organization', row.id, body);
      }
    },
  };
}

/** A community or party id from a query or body value: a positive whole number, or null. */
export function parseId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[1-9]\d{0,14}$/.test(text)) return null;
  return Number(text);
}
