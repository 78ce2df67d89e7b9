// The query a researcher pasted: one raw sequence, or FASTA with one or more records. Checked before BLAST+ sees
// it, so every mistake is a sentence naming the problem: nothing to search, characters that are not residue
// codes, the wrong molecule for the program, too many sequences or residues.
import { BlastInputError } from './blastRequest';
import type { BlastProgram, Molecule } from './datasets';

export const MAX_QUERY_RESIDUES = 20_000;
export const MAX_QUERY_SEQUENCES = 50;

export interface QuerySequence {
  /** The FASTA title the researcher gave (without '>'), or a made-up one for a raw sequence. */
  title: string;
  sequence: string;
}

const NUCLEOTIDE_CODES = /^[ACGTURYSWKMBDHVN-]*$/;
const format = (count: number) => count.toLocaleString('en-US');

/** Splits FASTA (or a raw sequence) into titled sequences, upper-cased, with whitespace and position numbers removed. */
export function splitQuery(text: string): QuerySequence[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const records: { title: string; lines: string[] }[] = [];
  for (const line of lines) {
    if (line.trimStart().startsWith('>')) records.push({ title: line.trim().slice(1).trim(), lines: [] });
    else if (line.trim() !== '') {
      if (records.length === 0) records.push({ title: '', lines: [] });
      records[records.length - 1]!.lines.push(line);
    }
  }
  return records.map((record, index) => ({
    title: record.title || `Query ${index + 1}`,
    // Sequences copied from GenBank or EMBL entries carry position numbers and spaces.
    sequence: record.lines.join('').replace(/[\s\d]+/g, '').toUpperCase(),
  }));
}

const named = (query: QuerySequence, index: number, count: number) => (count === 1 ? 'The query' : `Sequence ${index + 1} (${query.title})`);

/** The query sequences, checked against the molecule `program` reads; throws BlastInputError naming the problem. */
export function checkedQuery(queries: QuerySequence[], program: BlastProgram, molecule: Molecule): QuerySequence[] {
  if (queries.length === 0) throw new BlastInputError('QueryText', 'Enter a query sequence: the query is empty.');
  if (queries.length > MAX_QUERY_SEQUENCES) {
    throw new BlastInputError('QueryText', `The query has ${format(queries.length)} sequences; at most ${MAX_QUERY_SEQUENCES} can be searched at once.`);
  }
  queries.forEach((query, index) => {
    const name = named(query, index, queries.length);
    if (query.sequence === '') throw new BlastInputError('QueryText', `${name} has no residues.`);
    const stray = [...new Set(query.sequence.replace(/[A-Z*-]/g, ''))];
    if (stray.length > 0) {
      throw new BlastInputError('QueryText', `${name} is not a sequence: it contains ${stray.map((character) => `"${character}"`).join(', ')}, which are not residue codes.`);
    }
    if (molecule === 'nucleotide' && !NUCLEOTIDE_CODES.test(query.sequence)) {
      const letters = [...new Set(query.sequence.replace(/[ACGTURYSWKMBDHVN-]/g, ''))].slice(0, 8).join(', ');
      throw new BlastInputError(
        'QueryText',
        `${name} is not a nucleotide sequence (it contains ${letters}); ${program} needs a nucleotide query. For a protein query choose blastp or tblastn.`,
      );
    }
    if (molecule === 'protein' && looksLikeNucleotides(query.sequence)) {
      throw new BlastInputError(
        'QueryText',
        `${name} looks like a nucleotide sequence (only A, C, G, T/U and N); ${program} needs a protein query. For a nucleotide query choose blastn or blastx.`,
      );
    }
  });
  const residues = queries.reduce((sum, query) => sum + query.sequence.length, 0);
  if (residues > MAX_QUERY_RESIDUES) {
    throw new BlastInputError('QueryText', `The query is too long: ${format(residues)} residues; the limit is ${format(MAX_QUERY_RESIDUES)} residues.`);
  }
  return queries;
}

/** Nine in ten residues A, C, G, T, U or N, over at least 10 residues: a DNA sequence pasted into a protein search. */
function looksLikeNucleotides(sequence: string): boolean {
  const residues = sequence.replace(/[-*]/g, '');
  if (residues.length < 10) return false;
  const bases = residues.replace(/[^ACGTUN]/g, '').length;
  return bases / residues.length >= 0.9;
}
