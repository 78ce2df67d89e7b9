// The person and organization records as the community calls change them, the same on every store (sqlite/,
// postgres/). communityRecords.ts holds the rules; these are the rows.

export type CommunityType = 'person' | 'organization';

export interface CommunityRows {
  /** The record's JSON text, or undefined. */
  body(type: CommunityType, id: string): Promise<string | undefined>;
  updateBody(type: CommunityType, id: string, body: string): Promise<void>;
  insert(type: CommunityType, id: string, name: string | null, body: string): Promise<void>;
  /** The person's looked-up name (upper-cased 'First Last'). */
  renamePerson(id: string, name: string | null): Promise<void>;
  /** Organizations whose member list (affiliations[].personId) names this person. */
  organizationsListing(personId: string): Promise<{ id: string; body: string }[]>;
  /** Indexes the record again for search, in the same transaction (search answers what the record says now). */
  reindex(type: CommunityType, id: string): Promise<void>;
}
