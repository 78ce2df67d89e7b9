// The BLAST+ command line of a checked request (001 §3.4 fields to BLAST+ 2.12 options). Options whose form value
// means "use default" are left out; options a program does not have are never passed (tblastx is always ungapped
// and has no gap costs; only blastn has reward, penalty and DUST; only the translating programs a query genetic code).
import type { BlastRequest } from './blastRequest';

export type BlastOutput = 'json' | 'text';

export function blastArguments(request: BlastRequest, databasePath: string, output: BlastOutput): string[] {
  const { program } = request;
  const args = ['-db', databasePath, '-evalue', String(request.expectation), '-num_threads', '1'];
  if (output === 'json') {
    // The hit table shows MaxScores hits and the alignments of the first MaxAlignments; one search gives both.
    args.push('-outfmt', '15', '-max_target_seqs', String(Math.max(request.maxScores, request.maxAlignments, 1)));
  } else {
    args.push('-outfmt', '0', '-num_descriptions', String(request.maxScores), '-num_alignments', String(request.maxAlignments));
  }
  if (program === 'blastn') {
    // The classic blastn search (reward 2, penalty -3, word 11), not megablast, BLAST+'s default task.
    args.push('-task', 'blastn', '-reward', String(request.nucleicMatch), '-penalty', String(request.nucleicMismatch));
    args.push('-dust', request.filter ? 'yes' : 'no');
  } else {
    if (request.matrix) args.push('-matrix', request.matrix);
    args.push('-seg', request.filter ? 'yes' : 'no');
    if (request.threshold !== null) args.push('-threshold', String(request.threshold));
  }
  if (program === 'blastx' || program === 'tblastx') args.push('-query_gencode', String(request.geneticCode));
  if (program !== 'tblastx') {
    if (request.gapOpen !== null) args.push('-gapopen', String(request.gapOpen));
    if (request.gapExtend !== null) args.push('-gapextend', String(request.gapExtend));
    if (!request.gapped) {
      args.push('-ungapped');
      // BLAST+ refuses composition-based statistics (on by default for protein databases) in an ungapped search.
      if (program !== 'blastn') args.push('-comp_based_stats', '0');
    }
  }
  if (request.wordSize !== null) args.push('-word_size', String(request.wordSize));
  return args;
}
