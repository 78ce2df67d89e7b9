// Apart from the schemas of savedQuery.ts, so the browser checks an address's q= without loading zod and every payload schema.

/** The id of a saved query: 16 characters of base64url (96 bits of a hash, so ids are not guessed one after another). */
export const SAVED_QUERY_ID = /^[A-Za-z0-9_-]{16}$/;
