// Errors both stores raise in their own words, read the same way.

/** A write refused by a UNIQUE constraint (another request took the value first): SQLite's code, or PostgreSQL's 23505. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
