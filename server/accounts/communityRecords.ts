// The person and organization detail records (002 §3), read and rewritten as JSON bodies, so that what an account
// holder edits is what the detail pages show. Callers run these inside the same transaction as their account-table
// writes. Every body written is indexed again in that transaction, so community search finds a person by what the
// record says now (an e-mail address hidden since is no longer found).
import type { CommunityRows, CommunityType } from './communityRows';

export type JsonObject = Record<string, unknown>;

export type { CommunityType };

/** A person's name as the records table stores it: 'First Last', upper-cased like every stored name. */
const personName = (body: JsonObject) => `${String(body.firstName ?? '')} ${String(body.lastName ?? '')}`.trim().toUpperCase() || null;

export type CommunityRecords = ReturnType<typeof communityRecords>;

export function communityRecords(rows: CommunityRows) {
  const writeBody = async (type: CommunityType, id: string, body: JsonObject) => {
    await rows.updateBody(type, id, JSON.stringify(body));
    await rows.reindex(type, id);
  };

  const read = async (type: CommunityType, communityId: number): Promise<JsonObject | undefined> => {
    const text = await rows.body(type, String(communityId));
    if (text === undefined) return undefined;
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as JsonObject) : undefined;
  };

  return {
    person: (communityId: number) => read('person', communityId),
    organization: (communityId: number) => read('organization', communityId),

    /** Replaces the given fields of a record's body, keeping every other field as it was; false if there is none. */
    async patch(type: CommunityType, communityId: number, fields: JsonObject): Promise<boolean> {
      const body = await read(type, communityId);
      if (!body) return false;
      await writeBody(type, String(communityId), { ...body, ...fields });
      return true;
    },

    async insertPerson(communityId: number, body: JsonObject) {
      await rows.insert('person', String(communityId), personName(body), JSON.stringify(body));
      await rows.reindex('person', String(communityId));
    },

    /** The person's name column (the looked-up form of 'First Last'), after a change of name. The index reads bodies only. */
    renamePerson: (communityId: number, body: JsonObject) => rows.renamePerson(String(communityId), personName(body)),

    /** Keeps the member lists of organization records in step with a person's new name. */
    async renameInOrganizations(personId: unknown, firstName: string, lastName: string) {
      if (personId === undefined || personId === null) return;
      for (const row of await rows.organizationsListing(String(personId))) {
        const body = JSON.parse(row.body) as { affiliations?: JsonObject[] };
        body.affiliations = (body.affiliations ?? []).map((member) =>
          String(member.personId) === String(personId) ? { ...member, firstName, lastName } : member,
        );
        await writeBody('organization', row.id, body);
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
