// The tables `npm run db:copy` moves from a portal's SQLite file to PostgreSQL, in an order that keeps every
// reference satisfied, with how a SQLite value becomes a PostgreSQL one where the types differ. The search index is
// not copied: it is built again from the records on the target. Columns are named alike on both stores.

export interface CopiedTable {
  name: string;
  columns: readonly string[];
  /** SQLite's 0/1 columns that are booleans on PostgreSQL. */
  booleans?: readonly string[];
  /** A table whose id PostgreSQL assigns (GENERATED … AS IDENTITY): its sequence moves past the copied ids. */
  identity?: string;
}

export const COPIED_TABLES: readonly CopiedTable[] = [
  { name: 'records', columns: ['type', 'id', 'name', 'accession', 'body'] },
  {
    name: 'accounts',
    columns: [
      'community_id', 'username', 'password_hash', 'password_salt', 'email', 'send_email', 'orcid_id', 'is_curator',
      'registering_for_abrc', 'party_id', 'credential_id', 'created_at', 'updated_at',
    ],
  },
  { name: 'account_logins', columns: ['secret_key_hash', 'community_id', 'created_at', 'expires_at'] },
  { name: 'affiliations', columns: ['person_community_id', 'organization_community_id'] },
  { name: 'usage_trackers', columns: ['party_id', 'total_units', 'remaining_units', 'expiry_date', 'free_expiry_date', 'buckets_bought'] },
  { name: 'activation_codes', columns: ['code', 'units', 'valid_days', 'used_by_party_id', 'used_at'] },
  { name: 'record_reads', columns: ['party_id', 'type', 'record_id', 'read_at'] },
  { name: 'news_items', columns: ['id', 'published_on', 'title', 'content_html'], identity: 'id' },
  { name: 'news_events', columns: ['id', 'headline', 'begins', 'ends', 'venue', 'city', 'region', 'country', 'uri'], identity: 'id' },
  { name: 'news_jobs', columns: ['id', 'headline', 'issued_on', 'employer_name', 'location', 'uri', 'deadline'], identity: 'id' },
  {
    name: 'tool_jobs',
    columns: [
      'id', 'tool', 'client', 'params', 'state', 'created_at', 'started_at', 'finished_at', 'expires_at', 'owner', 'lease_until',
      'cancel_requested', 'answer_status', 'answer_kind', 'answer_title', 'answer_body',
    ],
    booleans: ['cancel_requested'],
  },
  { name: 'saved_queries', columns: ['id', 'kind', 'category', 'params', 'saved_at', 'expires_at'] },
  {
    name: 'gene_class_symbol_submissions',
    columns: [
      'id', 'symbol', 'symbol_type', 'full_name', 'phenotype_class', 'additional_details', 'number_of_associated_loci', 'comment_text',
      'associated_loci', 'publications', 'submitter_info', 'community_id', 'status', 'rejection_reason', 'reviewed_by', 'reviewed_at',
      'record_key', 'submitted_at', 'updated_at',
    ],
    identity: 'id',
  },
];
