// What a /community address names (002 §2.3), apart from its route's loader so that the data tests can resolve
// community links as the route does (data/demoLinks.test.ts).

/** The record types a community id can name, in the order the page tries them. */
export const COMMUNITY_RECORD_TYPES = ['person', 'organization'] as const;

/** The community id a /community address names, or undefined when its key cannot be one. */
export function communityIdOf(params: URLSearchParams): string | undefined {
  const key = params.get('key')?.trim() ?? '';
  return /^\d{1,15}$/.test(key) ? key : undefined;
}
