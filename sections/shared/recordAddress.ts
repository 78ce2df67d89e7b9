// How a detail page's address names its record (002 §2.3, §5): the rule the page follows to fetch it, and the server
// follows to send the first screen's answers with the page. Plain rules, no imports: both sides use this module.

export type LookupBy = 'name' | 'accession' | 'id';

/** The part of a record type's config that says which query parameters identify a record. */
export interface RecordLookups {
  name?: { upperCase: boolean };
  accession?: { wholeNumber?: boolean; whenInvalid?: 'notFound' | 'error' };
  id?: { resolveBy?: 'id' | 'name' };
}

/** How the URL identifies the record: a key to fetch directly, a value to resolve first, or nothing usable. */
export type RecordAddress =
  | { kind: 'key'; key: string }
  | { kind: 'lookup'; by: LookupBy; value: string }
  | { kind: 'invalid'; show: 'notFound' | 'error'; reason: string };

const WHOLE_NUMBER = /^\d+$/;

// Key first; then name (upper-cased where the type says so), accession (whole numbers where the type says so) and
// id, each resolved through detail/{type}/{name|accession|id}. Anything else is not found.
export function recordAddressOf(lookups: RecordLookups, params: URLSearchParams): RecordAddress {
  const read = (name: string) => params.get(name)?.trim() ?? '';
  const key = read('key');
  if (key) return { kind: 'key', key };

  const name = read('name');
  if (lookups.name && name) return { kind: 'lookup', by: 'name', value: lookups.name.upperCase ? name.toUpperCase() : name };

  const accession = read('accession');
  if (lookups.accession && accession) {
    if (lookups.accession.wholeNumber && !WHOLE_NUMBER.test(accession)) {
      return { kind: 'invalid', show: lookups.accession.whenInvalid ?? 'notFound', reason: `Accession "${accession}" is not a whole number.` };
    }
    return { kind: 'lookup', by: 'accession', value: accession };
  }

  const id = read('id');
  // 002 §7: an array element's id is resolved to its key by the name lookup (resolveBy: 'name').
  if (lookups.id && id) return { kind: 'lookup', by: lookups.id.resolveBy ?? 'id', value: id };

  return { kind: 'invalid', show: 'notFound', reason: 'No record identifier was given.' };
}

/** detail/{type}/{by} answers { data: id } or { data: null }; anything else counts as not found. */
export function keyFromLookup(response: unknown): string | null {
  if (!response || typeof response !== 'object') return null;
  const data = (response as { data?: unknown }).data;
  if (typeof data === 'number' && Number.isFinite(data)) return String(data);
  if (typeof data === 'string' && data.trim() !== '') return data.trim();
  return null;
}
