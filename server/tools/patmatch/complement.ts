// Complementing DNA on the tools service's side: the Crick strand of a sequence is its reverse complement.

/** The character code of each code's complementary base; a code other than A, C, G, T maps to itself. */
export const COMPLEMENT_CODES = new Uint8Array(256).map((_, code) => code);
for (const [base, complement] of ['AT', 'TA', 'CG', 'GC']) COMPLEMENT_CODES[base!.charCodeAt(0)] = complement!.charCodeAt(0);

/**
 * The reverse complement of a DNA sequence; a character other than A, C, G, T stays as it is (N stays N). Done on
 * bytes: a chromosome is tens of millions of bases.
 */
export function reverseComplement(dna: string): string {
  // The stretches around hits are a few dozen bases: for them, building the string directly is faster.
  if (dna.length <= 64) {
    let reverse = '';
    for (let index = dna.length - 1; index >= 0; index -= 1) reverse += String.fromCharCode(COMPLEMENT_CODES[dna.charCodeAt(index) & 0xff]!);
    return reverse;
  }
  const bytes = Buffer.from(dna, 'latin1');
  const out = Buffer.allocUnsafe(bytes.length);
  for (let index = 0, last = bytes.length - 1; index <= last; index += 1) out[index] = COMPLEMENT_CODES[bytes[last - index]!]!;
  return out.toString('latin1');
}
