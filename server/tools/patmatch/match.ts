// One match of a pattern in one sequence, as the matchers find it (positions 0-based, end exclusive, on the
// sequence as searched: the forward strand or its reverse complement).

export interface Match {
  start: number;
  end: number;
  /** Substitutions, insertions and deletions together. */
  edits: number;
  /**
   * The matched residues and what each is, one mark per character of `text`: '=' a residue the pattern allows there,
   * 's' a substituted residue, 'i' an inserted residue (in the sequence, not in the pattern), 'd' a residue of the
   * pattern missing from the sequence (shown as '-' in `text`).
   */
  alignment: string;
  /** The matched residues with '-' where the sequence lacks one of the pattern's. */
  text: string;
}
