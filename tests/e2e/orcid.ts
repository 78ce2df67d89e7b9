/**
 * A valid ORCID iD made from a number: fifteen digits and the ISO 7064 MOD 11-2 check character, grouped in fours.
 * Each test run links iDs that no account holds yet.
 */
export function orcidIdFrom(seed: number): string {
  const digits = String(seed % 1e15).padStart(15, '0');
  let total = 0;
  for (const digit of digits) total = (total + Number(digit)) * 2;
  const result = (12 - (total % 11)) % 11;
  const all = `${digits}${result === 10 ? 'X' : String(result)}`;
  return all.match(/.{4}/g)!.join('-');
}
