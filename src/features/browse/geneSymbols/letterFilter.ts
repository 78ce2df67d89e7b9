/** 002 §2.1: the gene symbols' letter filter, All or one letter A–Z. */
export const ALL_LETTERS = 'All';
export const LETTERS = Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index));
export type LetterChoice = string;

/** The symbols whose first letter is `letter` (either case); All keeps every one. The same array for All. */
export function withFirstLetter<T extends { symbol: string }>(rows: readonly T[], letter: LetterChoice): readonly T[] {
  if (letter === ALL_LETTERS) return rows;
  return rows.filter((row) => row.symbol.trim().charAt(0).toUpperCase() === letter);
}

/** The letter a `?letter=` value names, or All for anything else. */
export function letterOf(value: string | null): LetterChoice {
  const letter = value?.trim().toUpperCase() ?? '';
  return LETTERS.includes(letter) ? letter : ALL_LETTERS;
}
