// One PatMatch search over the sequences of a dataset: both strands of nucleotide sequences when asked, the
// hits-per-sequence window, the overall maximum and a time limit. Everything in and out is plain data, so the search
// can run in a worker thread.
//
// Positions are 1-based on the sequence as the dataset holds it (its forward, "Watson", strand). A Crick hit is found
// on the reverse complement and given in the same forward coordinates, start at its 5' end on the Crick strand: so
// its start is larger than its end (a Crick hit at 10-8 covers forward positions 8-10); its matched text reads on
// the Crick strand, 5' to 3'.
import type { Checkpoint } from './approximateMatcher';
import type { DatasetSequence } from './datasets';
import type { Match } from './match';
import { compilePattern, type CompiledPattern } from './matcher';
import type { PatmatchRequest } from './request';
import { reverseComplement } from './residues';

export interface PatmatchHit {
  /** Index into the result's `sequences`. */
  sequence: number;
  strand: 'Watson' | 'Crick';
  start: number;
  end: number;
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

class TimeLimitReached extends Error {}

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

function hitsOf(matches: readonly Match[], strand: PatmatchHit['strand'], length: number, sequence: number): PatmatchHit[] {
  return matches.map((match) => {
    const [start, end] = strand === 'Watson' ? [match.start + 1, match.end] : [length - match.start, length - match.end + 1];
    return { sequence, strand, start, end, text: match.text, alignment: match.alignment, edits: match.edits };
  });
}

const lowerEnd = (hit: PatmatchHit) => Math.min(hit.start, hit.end);

type Strand = PatmatchHit['strand'];

/**
 * A sequence's hits on the asked strands, at most `limit` in all (a sequence that reaches it is not listed, so which
 * hits fill it does not matter). Patterns the two-strand matcher takes read the forward strand only.
 */
function sequenceHits(compiled: CompiledPattern, sequence: DatasetSequence, index: number, strands: readonly Strand[], limit: number, checkpoint: Checkpoint): PatmatchHit[] {
  const length = sequence.residues.length;
  if (compiled.findOnStrands) {
    const { watson, crick } = compiled.findOnStrands(sequence.residues, { watson: strands.includes('Watson'), crick: strands.includes('Crick') }, limit, checkpoint);
    return [...hitsOf(watson, 'Watson', length, index), ...hitsOf(crick, 'Crick', length, index)];
  }
  const found: PatmatchHit[] = [];
  for (const strand of strands) {
    const text = strand === 'Watson' ? sequence.residues : crickStrand(sequence);
    found.push(...hitsOf(compiled.find(text, limit - found.length, checkpoint), strand, length, index));
    if (found.length >= limit) break;
  }
  return found;
}

/** Runs the search; throws PatternError or UnsupportedWithMismatches for a pattern that cannot be searched. */
export function runSearch(sequences: readonly DatasetSequence[], options: SearchOptions, timeLimitMs: number): PatmatchResult {
  const began = Date.now();
  const compiled = compilePattern(options.pattern, options);
  const checkpoint = () => {
    if (Date.now() - began > timeLimitMs) throw new TimeLimitReached();
  };
  const strands: Strand[] = options.sequenceClass === 'peptide' || options.strand === 'Watson' ? ['Watson'] : options.strand === 'Crick' ? ['Crick'] : ['Watson', 'Crick'];
  const result: PatmatchResult = { sequences: [], hits: [], searched: { sequences: 0, residues: 0 }, cutAtMaxHits: false, timedOut: false, elapsedMs: 0 };
  // One more than the per-sequence maximum tells a sequence with too many hits from one with just enough.
  const perSequenceLimit = options.maxSequenceHits + 1;
  try {
    for (const sequence of sequences) {
      checkpoint();
      const index = result.sequences.length;
      const found = sequenceHits(compiled, sequence, index, strands, perSequenceLimit, checkpoint);
      result.searched.sequences += 1;
      result.searched.residues += sequence.residues.length;
      if (found.length < options.minSequenceHits || found.length > options.maxSequenceHits) continue;
      found.sort((a, b) => lowerEnd(a) - lowerEnd(b) || (a.strand === b.strand ? 0 : a.strand === 'Watson' ? -1 : 1));
      const room = options.maxHits - result.hits.length;
      // A listed sequence that does not fit (or not whole) means the list is cut; a full list alone does not.
      if (found.length > room) {
        result.cutAtMaxHits = true;
        if (room > 0) {
          result.sequences.push({ name: sequence.name, description: sequence.description, link: sequence.link });
          result.hits.push(...found.slice(0, room));
        }
        break;
      }
      result.sequences.push({ name: sequence.name, description: sequence.description, link: sequence.link });
      result.hits.push(...found);
    }
  } catch (error) {
    if (!(error instanceof TimeLimitReached)) throw error;
    result.timedOut = true;
  }
  result.elapsedMs = Date.now() - began;
  return result;
}
