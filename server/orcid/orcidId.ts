// ORCID iDs: sixteen characters in four groups (0000-0002-1825-0097), the last a check character computed with
// ISO 7064 MOD 11-2 over the first fifteen digits ('X' stands for 10).

export function orcidCheckCharacter(firstFifteenDigits: string): string {
  let total = 0;
  for (const digit of firstFifteenDigits) total = (total + Number(digit)) * 2;
  const result = (12 - (total % 11)) % 11;
  return result === 10 ? 'X' : String(result);
}

/**
 * The iD in its canonical form (upper-case X, hyphenated), or null when it is not a valid ORCID iD. Accepts the
 * https://orcid.org/ URI form and missing hyphens, since that is how people paste them.
 */
export function normalizeOrcidId(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const bare = value
    .trim()
    .replace(/^https?:\/\/(?:sandbox\.)?orcid\.org\//i, '')
    .replace(/-/g, '')
    .toUpperCase();
  if (!/^\d{15}[\dX]$/.test(bare)) return null;
  if (orcidCheckCharacter(bare.slice(0, 15)) !== bare[15]) return null;
  return bare.match(/.{4}/g)!.join('-');
}
