// The advisory locks the portal's processes take, in one place so that no two uses share a key. Each lock is a pair
// (the two-integer form of pg_advisory_lock): the first names what it serializes, the second one instance of it.

export const LOCK = {
  /** Applying migrations: one process of many at a time. */
  migrations: [1, 0],
  /** Building the search index at start. */
  searchBuild: [2, 0],
  /** Choosing new community and party ids (registration). */
  newAccountIds: [3, 0],
  /** Registering and reviewing gene class symbols: the checks of a symbol and the choice of a new genesymbol key. */
  symbolRegistry: [5, 0],
} as const;

/** A client's share of the tool jobs: the first key; the second is hashtext('<tool>:<client>'). */
export const TOOL_SHARE_LOCK_CLASS = 4;
