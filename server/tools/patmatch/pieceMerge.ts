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
//
// It runs on the request thread, for chromosomes of up to 99,999 listed hits: the matches are columns of numbers,
// and the work is binary searches and copies of ranges, never an object per match.

/** Matches on one strand as columns: the start and end of each (0-based, end exclusive), and the caller's tag for it. */
export interface MatchColumns {
  starts: Int32Array;
  ends: Int32Array;
  tags: Int32Array;
}

/** One piece on one strand: the stretch [start, end) it read and its hits, in coordinates of the whole strand. */
export interface StrandPiece {
  start: number;
  end: number;
  matches: MatchColumns;
}

/** The merged hits, in order of start; `pieces` says which piece (its index in the list given) each came from. */
export interface MergedMatches extends MatchColumns {
  pieces: Int32Array;
}

/** How many of `starts` (ascending) lie before `place`. */
function before(starts: Int32Array, place: number): number {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (starts[middle]! < place) low = middle + 1;
    else high = middle;
  }
  return low;
}

function rising(values: Int32Array): boolean {
  for (let index = 1; index < values.length; index += 1) if (values[index - 1]! > values[index]!) return false;
  return true;
}

/** Room for a match's index beside its start in one sort key: a piece holds at most 100,000 matches a strand. */
const INDEX_SPAN = 2 ** 21;

/**
 * The matches in order of start, the earlier reported first among equal starts. The two-strand matcher reads the
 * forward strand, so it reports Crick matches a stretch at a time, the stretches backwards: those are sorted, by one
 * numeric key a match (start, then index), without a comparison function.
 */
function byStart({ starts, ends, tags }: MatchColumns, piece: number): MergedMatches {
  const count = starts.length;
  const pieces = new Int32Array(count).fill(piece);
  if (rising(starts)) return { starts, ends, tags, pieces };
  const keys = new Float64Array(count);
  for (let index = 0; index < count; index += 1) keys[index] = starts[index]! * INDEX_SPAN + index;
  keys.sort();
  const sorted = { starts: new Int32Array(count), ends: new Int32Array(count), tags: new Int32Array(count), pieces };
  for (let at = 0; at < count; at += 1) {
    const index = keys[at]! % INDEX_SPAN;
    sorted.starts[at] = starts[index]!;
    sorted.ends[at] = ends[index]!;
    sorted.tags[at] = tags[index]!;
  }
  return sorted;
}

/** Where a chain stands at `place` once every start before it is decided: the end of the last hit begun before it, or `place`. */
function stateAt(matches: MatchColumns, place: number): number {
  const low = before(matches.starts, place);
  return low === 0 ? place : Math.max(place, matches.ends[low - 1]!);
}

/** The first place in [low, high] where both chains stand alike, or null. */
function meetingPlace(earlier: MatchColumns, later: MatchColumns, low: number, high: number): number | null {
  if (low > high) return null;
  const places = new Set<number>([low]);
  for (const { starts, ends } of [earlier, later]) {
    // Hits do not overlap, so their ends rise with their starts: only the last hit begun before `low` may end in the
    // stretch, and none begun after `high` touches it.
    for (let index = Math.max(0, before(starts, low) - 1); index < starts.length && starts[index]! <= high; index += 1) {
      for (const place of [starts[index]!, ends[index]!]) if (place >= low && place <= high) places.add(place);
    }
  }
  for (const place of [...places].sort((a, b) => a - b)) {
    if (stateAt(earlier, place) === stateAt(later, place)) return place;
  }
  return null;
}

/** Whether both list the same hits starting in [low, high). */
function sameIn(a: MatchColumns, b: MatchColumns, low: number, high: number): boolean {
  const [aFrom, bFrom] = [before(a.starts, low), before(b.starts, low)];
  const count = before(a.starts, high) - aFrom;
  if (count !== before(b.starts, high) - bFrom) return false;
  for (let index = 0; index < count; index += 1) {
    if (a.starts[aFrom + index] !== b.starts[bFrom + index] || a.ends[aFrom + index] !== b.ends[bFrom + index]) return false;
  }
  return true;
}

/** The hits of `earlier` starting before `place`, then those of `later` from it. */
function joined(earlier: MergedMatches, later: MergedMatches, place: number): MergedMatches {
  const kept = before(earlier.starts, place);
  const from = before(later.starts, place);
  const column = (key: keyof MergedMatches) => {
    const values = new Int32Array(kept + later.starts.length - from);
    values.set(earlier[key].subarray(0, kept));
    values.set(later[key].subarray(from), kept);
    return values;
  };
  return { starts: column('starts'), ends: column('ends'), tags: column('tags'), pieces: column('pieces') };
}

/**
 * The hits of the whole strand (`length` residues) from its pieces, which cover it in order of `start`, each
 * overlapping the next; null when two neighbours' chains never meet in what they share.
 */
export function mergeStrandPieces(pieces: readonly StrandPiece[], reach: number, length: number): MergedMatches | null {
  const trustedEnd = (piece: StrandPiece) => (piece.end === length ? length : piece.end - 2 * reach);
  if (pieces.length === 0) return byStart({ starts: new Int32Array(0), ends: new Int32Array(0), tags: new Int32Array(0) }, 0);
  let merged = byStart(pieces[0]!.matches, 0);
  let trusted = trustedEnd(pieces[0]!);
  for (let index = 1; index < pieces.length; index += 1) {
    const piece = pieces[index]!;
    const later = byStart(piece.matches, index);
    // The piece judges starts alike from `reach` past its first residue; the merged list up to `trusted`.
    const place = meetingPlace(merged, later, piece.start + reach, trusted - reach);
    if (place === null) return null;
    // Both must list the same hits where both are right: a check that costs little and keeps a wrong merge out.
    if (!sameIn(merged, later, place, trusted - reach)) return null;
    merged = joined(merged, later, place);
    trusted = trustedEnd(piece);
  }
  return merged;
}
