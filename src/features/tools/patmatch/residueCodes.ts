// The characters that stand for residues in a PatMatch pattern, by sequence type, as the tools service reads them
// (server/tools/patmatch/residues.ts). The syntax reference on the page explains each one (syntaxReference.ts; a
// test checks that it names every character allowed here).
import type { SequenceClass } from './patmatchDatabases';

/** A C G T, U (read as T), the IUPAC two- and three-base codes, and N, X or '.' for any base. */
export const NUCLEOTIDE_LETTERS = 'ACGTURYSWKMBDHVNX.';

/** The 20 amino acids and U (selenocysteine), the classes B, Z, J and O, X or '.' for any, '*' for a stop. */
export const PEPTIDE_LETTERS = 'ACDEFGHIKLMNPQRSTUVWYBZJOX.*';

/** Every residue character allowed in a pattern of this sequence type. */
export const lettersOf = (sequenceClass: SequenceClass): ReadonlySet<string> =>
  new Set(sequenceClass === 'peptide' ? PEPTIDE_LETTERS : NUCLEOTIDE_LETTERS);
