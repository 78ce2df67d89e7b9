// One PatMatch search over the sequences of a dataset: both strands of nucleotide sequences when asked, the
// hits-per-sequence window, the overall maximum and a time limit. Everything in and out is plain data, so the search
// can run in a worker thread.
//
// Positions are 1-based on the sequence as the dataset holds it (its forward, "Watson", strand). A Crick hit is found
// on the reverse complement and given in the same forward coordinates, start at its 5' end on the Crick strand: so
// its start is larger than its end (a Crick hit at 10-8 covers forward positions 8-10); its matched text reads on
// the Crick strand, 5' to 3'.
import type { Checkpoint } from './checkpoint';
import type { DatasetSequence } from './datasets';
import type { Match } from './match';
import { compilePattern, type CompiledPattern } from './matcher';
import type { PatmatchRequest } from './request';
import { reverseComplement } from './complement';
import type { StrandMatches } from './twoStrandMatcher';

export type Strand = 'Watson' | 'Crick';

/** Where a hit lies on its sequence, in forward coordinates: all that listing a sequence's hits needs of them. */
export interface HitPlace {
  strand: Strand;
  start: number;
  end: number;
}

export interface PatmatchHit extends HitPlace {
  /** Index into the result's `sequences`. */
  sequence: number;
  text: string;
  /** One mark per character of `text` (match.ts). */
  alignment: string;
  edits: number;
}

export interface PatmatchResult {
  sequences: Pick<DatasetSequence, 'name' | 'description' | 'link'>[];
  hits: PatmatchHit[];
  /** Sequences searched and their residues (per strand). */
  searched: { sequences: number; residues: number };
  /** The list stopped at the maximum number of hits. */
  cutAtMaxHits: boolean;
  /** The search stopped at the time limit before reading every sequence. */
  timedOut: boolean;
  elapsedMs: number;
}

export type SearchOptions = Pick<PatmatchRequest, 'sequenceClass' | 'pattern' | 'strand' | 'maxHits' | 'mismatches' | 'kinds' | 'minSequenceHits' | 'maxSequenceHits'>;

/** Thrown by a checkpoint past the time limit, or once the search has been asked to stop. */
export class TimeLimitReached extends Error {}

/**
 * Reverse complements, made once per sequence while its dataset stays in memory (a worker keeps datasets between
 * searches): for the genome that saves about a second a search.
 */
const reverseComplements = new WeakMap<DatasetSequence, string>();

function crickStrand(sequence: DatasetSequence): string {
  let reverse = reverseComplements.get(sequence);
  if (reverse === undefined) {
    reverse = reverseComplement(sequence.residues);
    reverseComplements.set(sequence, reverse);
  }
  return reverse;
}

/** A match's place in forward coordinates, from its place (0-based, end exclusive) on the strand it was found on. */
export const forwardPlace = (strand: Strand, start: number, end: number, length: number): HitPlace =>
  strand === 'Watson' ? { strand, start: start + 1, end } : { strand, start: length - start, end: length - end + 1 };

export function hitsOf(matches: readonly Match[], strand: Strand, length: number, sequence: number): PatmatchHit[] {
  return matches.map((match) => ({ sequence, ...forwardPlace(strand, match.start, match.end, length), text: match.text, alignment: match.alignment, edits: match.edits }));
}

const lowerEnd = (hit: HitPlace) => Math.min(hit.start, hit.end);

/** The strands a search reads: peptides and Watson searches the sequence as held, Crick its reverse complement. */
export function strandsOf(options: Pick<SearchOptions, 'sequenceClass' | 'strand'>): Strand[] {
  return options.sequenceClass === 'peptide' || options.strand === 'Watson' ? ['Watson'] : options.strand === 'Crick' ? ['Crick'] : ['Watson', 'Crick'];
}

export type SequenceEntry = PatmatchResult['sequences'][number];

export const emptyResult = (): PatmatchResult => ({ sequences: [], hits: [], searched: { sequences: 0, residues: 0 }, cutAtMaxHits: false, timedOut: false, elapsedMs: 0 });

/** A sequence's hits in the order they are listed: along the sequence, a Watson hit before a Crick hit at the same place. */
export const inListingOrder = <Hit extends HitPlace>(hits: Hit[]): Hit[] =>
  hits.sort((a, b) => lowerEnd(a) - lowerEnd(b) || (a.strand === b.strand ? 0 : a.strand === 'Watson' ? -1 : 1));

/** What a list holds as it grows: its sequences and the number of its hits, and what was searched. */
export type Listing = Pick<PatmatchResult, 'sequences' | 'searched' | 'cutAtMaxHits'> & { hits: { length: number } };

/**
 * Adds one searched sequence with `found` hits (both strands) to the list: listed when their number is within the
 * hits-per-sequence window, cut at the maximum number of hits; `take(count)` adds the first `count` of them in
 * listing order. Returns false once the list is full, so that no further sequence is read. `entry` (the sequence's
 * name, description and link) is needed only for a sequence that is listed.
 */
export function listSequence(result: Listing, residues: number, found: number, options: SearchOptions, entry: SequenceEntry | undefined, take: (count: number) => void): boolean {
  result.searched.sequences += 1;
  result.searched.residues += residues;
  if (found < options.minSequenceHits || found > options.maxSequenceHits) return true;
  const room = options.maxHits - result.hits.length;
  // A listed sequence that does not fit (or not whole) means the list is cut; a full list alone does not.
  if (found > room) result.cutAtMaxHits = true;
  const count = Math.min(found, room);
  if (count > 0) {
    if (!entry) throw new Error('A sequence to be listed came without its name.');
    result.sequences.push({ name: entry.name, description: entry.description, link: entry.link });
    take(count);
  }
  return found <= room;
}

/**
 * A sequence's matches on the asked strands, at most `limit` in all (a sequence that reaches it is not listed, so
 * which matches fill it does not matter), positions on each strand as searched. Patterns the two-strand matcher
 * takes read the forward strand only, and may read a stretch [from, to) of it (a piece of a split search); other
 * patterns read the whole sequence.
 */
export function strandMatches(compiled: CompiledPattern, sequence: DatasetSequence, strands: readonly Strand[], limit: number, checkpoint: Checkpoint, from = 0, to = sequence.residues.length): StrandMatches {
  if (compiled.findOnStrands) return compiled.findOnStrands(sequence.residues, { watson: strands.includes('Watson'), crick: strands.includes('Crick') }, limit, checkpoint, from, to);
  if (from !== 0 || to !== sequence.residues.length) throw new Error('Only patterns read on both strands in one pass can be searched in pieces.');
  const found: StrandMatches = { watson: [], crick: [] };
  for (const strand of strands) {
    const text = strand === 'Watson' ? sequence.residues : crickStrand(sequence);
    const room = limit - found.watson.length - found.crick.length;
    (strand === 'Watson' ? found.watson : found.crick).push(...compiled.find(text, room, checkpoint));
    if (found.watson.length + found.crick.length >= limit) break;
  }
  return found;
}

/** A sequence's matches as hits in forward coordinates, numbered as sequence `index` of the result. */
export const strandHits = ({ watson, crick }: StrandMatches, length: number, index: number): PatmatchHit[] => [...hitsOf(watson, 'Watson', length, index), ...hitsOf(crick, 'Crick', length, index)];

/**
 * Runs the search, stopping at the time limit or when `stopRequested` says so (the search is then cut short like a
 * timed-out one); throws PatternError or UnsupportedWithMismatches for a pattern that cannot be searched. `onBegin`
 * is called once the pattern is compiled and the first look at the time and `stopRequested` let the search go on,
 * just before it reads the first sequence.
 */
export function runSearch(sequences: readonly DatasetSequence[], options: SearchOptions, timeLimitMs: number, stopRequested: () => boolean = () => false, onBegin: () => void = () => {}): PatmatchResult {
  const began = Date.now();
  const compiled = compilePattern(options.pattern, options);
  const checkpoint = () => {
    if (Date.now() - began > timeLimitMs || stopRequested()) throw new TimeLimitReached();
  };
  const strands = strandsOf(options);
  const result = emptyResult();
  // One more than the per-sequence maximum tells a sequence with too many hits from one with just enough.
  const perSequenceLimit = options.maxSequenceHits + 1;
  try {
    for (const [index, sequence] of sequences.entries()) {
      checkpoint();
      if (index === 0) onBegin();
      const found = strandHits(strandMatches(compiled, sequence, strands, perSequenceLimit, checkpoint), sequence.residues.length, result.sequences.length);
      const take = (count: number) => result.hits.push(...inListingOrder(found).slice(0, count));
      if (!listSequence(result, sequence.residues.length, found.length, options, sequence, take)) break;
    }
  } catch (error) {
    if (!(error instanceof TimeLimitReached)) throw error;
    result.timedOut = true;
  }
  result.elapsedMs = Date.now() - began;
  return result;
}
