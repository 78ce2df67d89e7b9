// The pattern syntax reference of the PatMatch page (001 §2.7): what each letter and sign means, with an example
// a researcher can paste. The examples pass the browser's pattern check (a unit test runs them).
import type { SequenceClass } from './patmatchDatabases';

export interface SyntaxRow {
  /** The letters or signs, as written in a pattern. */
  syntax: string;
  /** For residue letters, the sequence type they belong to ('both' for the wildcards); absent for signs. */
  applies?: SequenceClass | 'both';
  meaning: string;
  example: { pattern: string; sequenceClass: SequenceClass; reads: string };
}

export const SYNTAX_REFERENCE: readonly SyntaxRow[] = [
  {
    syntax: 'A C G T U',
    applies: 'nucleotide',
    meaning: 'That base. U is read as T, so RNA motifs can be typed as they are.',
    example: { pattern: 'GATTACA', sequenceClass: 'nucleotide', reads: 'exactly GATTACA' },
  },
  {
    syntax: 'R Y S W K M',
    applies: 'nucleotide',
    meaning: 'IUPAC two-base codes: R = A or G, Y = C or T, S = G or C, W = A or T, K = G or T, M = A or C.',
    example: { pattern: 'CASGTG', sequenceClass: 'nucleotide', reads: 'CACGTG (the G-box) or CAGGTG' },
  },
  {
    syntax: 'B D H V',
    applies: 'nucleotide',
    meaning: 'IUPAC three-base codes, each any base but one: B not A, D not C, H not G, V not T.',
    example: { pattern: 'TGAVTCA', sequenceClass: 'nucleotide', reads: 'TGA, then A, C or G, then TCA' },
  },
  {
    syntax: 'N',
    applies: 'nucleotide',
    meaning: 'Any base (X and . say the same).',
    example: { pattern: 'TATANNNATG', sequenceClass: 'nucleotide', reads: 'TATA and ATG with any three bases between' },
  },
  {
    syntax: 'A C D E F G H I K L M N P Q R S T V W Y U',
    applies: 'peptide',
    meaning: 'That amino acid, by its one-letter code (U is selenocysteine).',
    example: { pattern: 'KDEL', sequenceClass: 'peptide', reads: 'exactly Lys-Asp-Glu-Leu' },
  },
  {
    syntax: 'X .',
    applies: 'both',
    meaning: 'Any residue: any amino acid in a peptide pattern, any base in a nucleotide one.',
    example: { pattern: 'CXXC', sequenceClass: 'peptide', reads: 'two cysteines with any two residues between' },
  },
  {
    syntax: 'B Z J O',
    applies: 'peptide',
    meaning: 'Amino acid classes: B = D or N, Z = E or Q, J = hydrophobic (A C F G I L M V W Y), O = hydrophilic (D E H K N Q R S T).',
    example: { pattern: 'JJJZ', sequenceClass: 'peptide', reads: 'three hydrophobic residues, then E or Q' },
  },
  {
    syntax: '*',
    applies: 'peptide',
    meaning: 'A stop, where a translated sequence shows one.',
    example: { pattern: 'KDEL*', sequenceClass: 'peptide', reads: 'KDEL right before a stop' },
  },
  {
    syntax: '[ … ]',
    meaning: 'Any one of the residues listed in the brackets, at one position.',
    example: { pattern: '[ST]P[KR]', sequenceClass: 'peptide', reads: 'S or T, then P, then K or R' },
  },
  {
    syntax: '[^ … ]',
    meaning: 'Any residue except the ones listed after ^.',
    example: { pattern: 'N[^P][ST]', sequenceClass: 'peptide', reads: 'N, then anything but P, then S or T' },
  },
  {
    syntax: '( … )',
    meaning: 'A sub-pattern, so that a repeat applies to all of it. Sub-patterns cannot hold other sub-patterns.',
    example: { pattern: '(CA){4}', sequenceClass: 'nucleotide', reads: 'CACACACA' },
  },
  {
    syntax: '{m,n} {m} {m,} {,n}',
    meaning:
      'The residue, set or sub-pattern just before, repeated m to n times; exactly m, at least m, or at most n times (up to 1000). With mismatches, each repeat needs an upper bound and a sub-pattern a fixed count.',
    example: { pattern: 'GA{2,4}T', sequenceClass: 'nucleotide', reads: 'GAAT, GAAAT or GAAAAT' },
  },
  {
    syntax: '<',
    meaning: "First in the pattern: the match must begin at the start of the sequence (5' end or N-terminus).",
    example: { pattern: '<MAS', sequenceClass: 'peptide', reads: 'proteins that begin with MAS' },
  },
  {
    syntax: '>',
    meaning: "Last in the pattern: the match must end at the end of the sequence (3' end or C-terminus).",
    example: { pattern: 'KDEL>', sequenceClass: 'peptide', reads: 'proteins that end with KDEL' },
  },
];
