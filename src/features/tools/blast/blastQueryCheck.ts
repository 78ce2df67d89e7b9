import { blastProgram, type BlastProgramId } from './blastPrograms';

// The checks the BLAST form makes before it sends a query (the tools service makes the same ones): a query must be
// there, be a sequence of the molecule the chosen program reads, and be at most 20,000 residues long.

/** The tools service's limits too: it refuses longer queries, and more sequences or ids, in the same way. */
export const MAX_QUERY_RESIDUES = 20_000;
export const MAX_QUERY_SEQUENCES = 50;

/** IUPAC nucleotide codes (N and the ambiguity letters) and the gap. */
const NUCLEOTIDE = /^[ACGTUNRYKMSWBDHV-]*$/;
/** Amino-acid letters (B, Z, X, U, O and J included), the stop and the gap. */
const AMINO_ACID = /^[A-Z*-]*$/;
/** Shorter peptides of nucleotide letters exist; from this length on, such a query is a nucleotide sequence. */
const NUCLEOTIDE_LOOKALIKE_LENGTH = 10;

/** Nine in ten residues (gaps and stops aside) A, C, G, T, U or N: a nucleotide sequence, whatever box it is in. */
export function looksLikeNucleotides(residues: string): boolean {
  const letters = residues.replace(/[-*]/g, '');
  if (letters.length < NUCLEOTIDE_LOOKALIKE_LENGTH) return false;
  return letters.replace(/[^ACGTUN]/g, '').length / letters.length >= 0.9;
}

/** One sequence of the query: its FASTA header line, if it had one, and its residues in upper case. */
export interface QueryRecord {
  header?: string;
  residues: string;
}

/**
 * The query's sequences: raw residues or FASTA records. Spaces and digits are dropped (sequences are often pasted
 * from numbered lines of 50 or 60), so are blank lines.
 */
export function parseQuery(text: string): QueryRecord[] {
  const records: QueryRecord[] = [];
  let current: QueryRecord | undefined;
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed.startsWith('>')) {
      current = { header: trimmed, residues: '' };
      records.push(current);
    } else if (trimmed !== '') {
      if (!current) {
        current = { residues: '' };
        records.push(current);
      }
      current.residues += trimmed.replace(/[\s\d]/g, '').toUpperCase();
    }
  }
  return records;
}

const distinctOutside = (residues: string, allowed: RegExp) =>
  [...new Set([...residues].filter((residue) => !allowed.test(residue)))];

const listed = (characters: string[]) => characters.slice(0, 8).map((character) => `'${character}'`).join(', ');

/** A sentence saying what is wrong with a sequence query for this program, or undefined when it can be sent. */
export function sequenceProblem(text: string, program: BlastProgramId): string | undefined {
  const records = parseQuery(text);
  const total = records.reduce((sum, record) => sum + record.residues.length, 0);
  if (total === 0) return 'Enter a query sequence (raw or FASTA) before running BLAST.';
  if (records.length > MAX_QUERY_SEQUENCES) {
    return `The query has ${records.length} sequences; BLAST here takes at most ${MAX_QUERY_SEQUENCES} at once.`;
  }
  const headerOnly = records.find((record) => record.residues === '');
  if (headerOnly) return `The FASTA record '${headerOnly.header}' has no sequence under its header line.`;
  const residues = records.map((record) => record.residues).join('');
  const { query } = blastProgram(program);
  if (query === 'nucleotide') {
    const foreign = distinctOutside(residues, NUCLEOTIDE);
    if (foreign.length > 0) {
      return `${program} needs a nucleotide query, but the query holds ${listed(foreign)}, which are not nucleotide codes. For a protein query choose blastp or tblastn.`;
    }
  } else {
    const foreign = distinctOutside(residues, AMINO_ACID);
    if (foreign.length > 0) return `The query holds ${listed(foreign)}, which are not amino-acid codes.`;
    if (records.some((record) => looksLikeNucleotides(record.residues))) {
      return `${program} needs a protein query, but this query is a nucleotide sequence (A, C, G, T, U and N). For a nucleotide query choose blastn, blastx or tblastx.`;
    }
  }
  if (total > MAX_QUERY_RESIDUES) {
    return `The query is ${total.toLocaleString('en-US')} residues long; BLAST here takes at most ${MAX_QUERY_RESIDUES.toLocaleString('en-US')}.`;
  }
  return undefined;
}

/** AGI locus ids (AT1G01010) and gene model ids (AT1G01010.1), chromosomes 1-5, C and M. */
const AGI_ID = /^AT[1-5CM]G\d{5}(\.\d+)?$/i;

/** The ids of a locus query: one per line, or separated by spaces, commas or semicolons. */
export const queryIds = (text: string) => text.split(/[\s,;]+/).filter((id) => id !== '');

/** A sentence saying what is wrong with a list of locus or gene model ids, or undefined when it can be sent. */
export function locusIdsProblem(text: string): string | undefined {
  const ids = queryIds(text);
  if (ids.length === 0) return 'Enter at least one locus or gene model ID (for example AT1G01010 or AT1G01010.1) before running BLAST.';
  const distinct = new Set(ids.map((id) => id.toUpperCase())).size;
  if (distinct > MAX_QUERY_SEQUENCES) return `The query names ${distinct} IDs; BLAST here takes at most ${MAX_QUERY_SEQUENCES} at once.`;
  const wrong = ids.filter((id) => !AGI_ID.test(id));
  if (wrong.length > 0) {
    return `${wrong.slice(0, 5).join(', ')}${wrong.length > 5 ? ' and others' : ''}: not AGI locus or gene model IDs (for example AT1G01010 or AT1G01010.1).`;
  }
  return undefined;
}

/** A plain check of an e-mail address: something, an @, a domain with a dot. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function replyToProblem(replyTo: string, replyVia: string): string | undefined {
  if (replyVia !== 'EMAIL-MESSAGE') return undefined;
  if (replyTo.trim() === '') return 'Enter the e-mail address the results should be sent to.';
  if (!EMAIL.test(replyTo.trim())) return `'${replyTo.trim()}' is not an e-mail address.`;
  return undefined;
}
