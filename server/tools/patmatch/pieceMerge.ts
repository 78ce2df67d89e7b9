// Joining the hits of the overlapping pieces of one sequence, on one strand, into the hits of the sequence read whole.
//
// Hits are reported left to right without overlapping: whether a start is reported depends on where the last
// reported hit ended. So a piece, which begins its own chain of hits at its first residue, may report differently
// from the whole sequence near its beginning (a hit that the hit before it, in the previous piece, overlaps), and
// differently near its end (what a match would need lies beyond it). Everything else is the same: whether a start
// can begin a reported hit, and where that hit ends, depends only on the residues from the start up to twice the
// longest match (`reach`) further on.
//
// So a piece reads `overlap` residues of each neighbour, and the merge looks, in the stretch both pieces read and
// judge alike, for a place where the two chains are in the same state: where the last hit begun before it ends at
// the same place (or before it) in both. From there on they report the same hits, so the merged list takes the
// earlier pieces' hits before that place and this piece's from it. In tandem repeats two chains may step past each
// other through the whole overlap and never meet; the merge then says so (null) and the sequence is read whole.
/** Where a match lies on its strand (0-based, end exclusive): all the merge looks at. */
export interface Span {
  start: number;
  end: number;
}

/** One piece on one strand: the stretch [start, end) it read and its hits, in coordinates of the whole strand. */
export interface StrandPiece<Match extends Span = Span> {
  start: number;
  end: number;
  matches: Match[];
}

const byStart = <Match extends Span>(matches: readonly Match[]) => [...matches].sort((a, b) => a.start - b.start);

/** Where a chain stands at `place` once every start before it is decided: the end of the last hit begun before it, or `place`. */
function stateAt(matches: readonly Span[], place: number): number {
  let low = 0;
  let high = matches.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (matches[middle]!.start < place) low = middle + 1;
    else high = middle;
  }
  return low === 0 ? place : Math.max(place, matches[low - 1]!.end);
}

/** The first place in [low, high] where both chains stand alike, or null. */
function meetingPlace(earlier: readonly Span[], later: readonly Span[], low: number, high: number): number | null {
  if (low > high) return null;
  const places = new Set<number>([low]);
  for (const match of [...earlier, ...later]) {
    for (const place of [match.start, match.end]) if (place >= low && place <= high) places.add(place);
  }
  for (const place of [...places].sort((a, b) => a - b)) {
    if (stateAt(earlier, place) === stateAt(later, place)) return place;
  }
  return null;
}

const same = (a: readonly Span[], b: readonly Span[]) => a.length === b.length && a.every((match, index) => match.start === b[index]!.start && match.end === b[index]!.end);

/**
 * The hits of the whole strand (`length` residues) from its pieces, which cover it in order of `start`, each
 * overlapping the next; null when two neighbours' chains never meet in what they share.
 */
export function mergeStrandPieces<Match extends Span>(pieces: readonly StrandPiece<Match>[], reach: number, length: number): Match[] | null {
  const trustedEnd = (piece: StrandPiece<Match>) => (piece.end === length ? length : piece.end - 2 * reach);
  let merged = byStart(pieces[0]?.matches ?? []);
  let trusted = pieces[0] ? trustedEnd(pieces[0]) : length;
  for (const piece of pieces.slice(1)) {
    const later = byStart(piece.matches);
    // The piece judges starts alike from `reach` past its first residue; the merged list up to `trusted`.
    const place = meetingPlace(merged, later, piece.start + reach, trusted - reach);
    if (place === null) return null;
    // Both must list the same hits where both are right: a check that costs little and keeps a wrong merge out.
    const inBoth = (matches: readonly Match[]) => matches.filter((match) => match.start >= place && match.start < trusted - reach);
    if (!same(inBoth(merged), inBoth(later))) return null;
    merged = [...merged.filter((match) => match.start < place), ...later.filter((match) => match.start >= place)];
    trusted = trustedEnd(piece);
  }
  return merged;
}
