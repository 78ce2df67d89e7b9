// The residue alphabets of PatMatch patterns and the sets each pattern letter stands for, read alike by the form's
// check and the tools service. A set of residues is a bit mask: bit 0-25 for the letters A-Z, bit 26 for '*' (a stop
// in a translated protein), bit 27 for any other character a sequence may hold. Masks make a pattern position's
// test one shift and one AND.

export type SequenceClass = 'nucleotide' | 'peptide';

export const STOP_BIT = 26;
export const OTHER_BIT = 27;
/** Every residue, whatever it is: what N, X and '.' match. */
export const ANY_RESIDUE = (1 << 28) - 1;

/** The bit of one character code of a sequence (upper case expected). */
export function residueBit(code: number): number {
  if (code >= 65 && code <= 90) return code - 65;
  if (code === 42) return STOP_BIT;
  return OTHER_BIT;
}

export const maskOf = (letters: string): number => {
  let mask = 0;
  for (const letter of letters) mask |= 1 << residueBit(letter.charCodeAt(0));
  return mask;
};

/** IUPAC nucleotide codes; U reads as T (the datasets are DNA). */
const NUCLEOTIDE_CODES: Readonly<Record<string, string>> = {
  A: 'A',
  C: 'C',
  G: 'G',
  T: 'T',
  U: 'T',
  R: 'AG',
  Y: 'CT',
  S: 'CG',
  W: 'AT',
  K: 'GT',
  M: 'AC',
  B: 'CGT',
  D: 'AGT',
  H: 'ACT',
  V: 'ACG',
};

const AMINO_ACIDS = 'ACDEFGHIKLMNPQRSTUVWY';

/** PatMatch's peptide classes (J hydrophobic, O hydrophilic) and the IUPAC ambiguity codes B and Z. */
const PEPTIDE_CLASSES: Readonly<Record<string, string>> = {
  J: 'IFVLWMAGCY',
  O: 'TSHEDQNKR',
  B: 'DN',
  Z: 'EQ',
};

/**
 * The residues one pattern letter (upper case) stands for, as a mask, or null when the letter means nothing for
 * the sequence class. N (nucleotides), X and '.' stand for any residue.
 */
export function letterMask(letter: string, sequenceClass: SequenceClass): number | null {
  if (letter === '.' || letter === 'X') return ANY_RESIDUE;
  if (sequenceClass === 'nucleotide') {
    if (letter === 'N') return ANY_RESIDUE;
    const bases = NUCLEOTIDE_CODES[letter];
    return bases === undefined ? null : maskOf(bases);
  }
  if (letter === '*') return 1 << STOP_BIT;
  const members = PEPTIDE_CLASSES[letter];
  if (members !== undefined) return maskOf(members);
  return AMINO_ACIDS.includes(letter) ? maskOf(letter) : null;
}

/** The letters of a mask, in alphabetical order ('*' last): what a compiled regular expression's class lists. */
export function lettersOf(mask: number): string {
  let letters = '';
  for (let bit = 0; bit < 26; bit += 1) if (mask & (1 << bit)) letters += String.fromCharCode(65 + bit);
  if (mask & (1 << STOP_BIT)) letters += '*';
  return letters;
}

/** Every character that stands for residues in a pattern of this sequence type, '.' and '*' included. */
export function patternLetters(sequenceClass: SequenceClass): ReadonlySet<string> {
  const candidates = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ.*'];
  return new Set(candidates.filter((letter) => letterMask(letter, sequenceClass) !== null));
}
