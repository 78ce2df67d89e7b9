// A pattern as the approximate matcher reads it (approximateMatcher.ts lays it out): a row of positions, each a set
// of residues as a bit mask, some optional, and the edits allowed.

/** The kinds of edit the user ticked. */
export interface EditKinds {
  substitution: boolean;
  insertion: boolean;
  deletion: boolean;
}

/** A pattern laid out as positions, with at most `mismatches` edits of the `kinds` allowed. */
export interface ApproximatePattern {
  masks: Int32Array;
  optional: Uint8Array;
  anchoredStart: boolean;
  anchoredEnd: boolean;
  mismatches: number;
  kinds: EditKinds;
}
