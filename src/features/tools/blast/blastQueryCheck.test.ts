import { describe, expect, it } from 'vitest';
import { locusIdsProblem, looksLikeNucleotides, parseQuery, replyToProblem, sequenceProblem } from './blastQueryCheck';

const PROTEIN = 'MEDQVGFGFRPNDEELVGHYLRNKIEGNTSRDVEVAISEVNICSYDPWNLRFQSKYKSRDAMWYFFSRRENNKGNRQSRTTVSGKWKLTGESVEVKDQWGFCSGFRGKIGHKRVLVFLDGRYPDKTKSDWVIHEFHYDLLPEHQRTYVICRLEYKGDDADILSAYAIDPTPAFVPNMTSSAGSVVNQSRQRNSGSYNTYSEYDSANHGQQFNENSNIMQQQPLQGSFNPLLEYDFANHGGQWLSDYIDLQQQVPYLAPYENESEMIWKHVIEENFEFLVDERTSMQQHYSDHRPKKPVSGVLPDDSSDTETGSMIFEDTSSSTDSVGSSDEPGHTRIDDIPSLNIIEPLHNYKAQEQPKQQSKEKVISSQKSECEWKMAEDSIKIPPSTNTVKQSWIVLENAQWNYLKNMIIGVLLFISVISWIILVG';

describe('parseQuery', () => {
  it('reads a raw sequence, dropping spaces, position numbers and blank lines, upper-cased', () => {
    expect(parseQuery('  1 atggag gatcaa\n\n 13 gttggg  \n')).toEqual([{ residues: 'ATGGAGGATCAAGTTGGG' }]);
  });

  it('reads FASTA records with their header lines', () => {
    expect(parseQuery('>one first\nACGT\nACGT\n>two\r\nMKV\n')).toEqual([
      { header: '>one first', residues: 'ACGTACGT' },
      { header: '>two', residues: 'MKV' },
    ]);
  });
});

describe('sequence checks', () => {
  it('ask for a query when there is none', () => {
    expect(sequenceProblem('', 'blastn')).toBe('Enter a query sequence (raw or FASTA) before running BLAST.');
    expect(sequenceProblem(' \n 123 \n', 'blastp')).toBe('Enter a query sequence (raw or FASTA) before running BLAST.');
  });

  it('name a FASTA record without residues', () => {
    expect(sequenceProblem('>first\nACGTACGT\n>second\n', 'blastn')).toBe("The FASTA record '>second' has no sequence under its header line.");
  });

  it('accept nucleotide codes, ambiguity letters and gaps for the nucleotide programs', () => {
    for (const program of ['blastn', 'blastx', 'tblastx'] as const) expect(sequenceProblem('ACGTU NRYKMSWBDHV-acgt', program)).toBeUndefined();
  });

  it('refuse a protein for a program that reads nucleotides, naming the letters that are not nucleotide codes', () => {
    expect(sequenceProblem('MEDQLFPEQ', 'blastn')).toBe(
      "blastn needs a nucleotide query, but the query holds 'E', 'Q', 'L', 'F', 'P', which are not nucleotide codes. For a protein query choose blastp or tblastn.",
    );
    expect(sequenceProblem(PROTEIN, 'tblastx')).toMatch(/^tblastx needs a nucleotide query/);
  });

  it('accept a protein for the programs that read proteins, stops and gaps included', () => {
    expect(sequenceProblem(PROTEIN, 'blastp')).toBeUndefined();
    expect(sequenceProblem(`>AT1G01010.1\n${PROTEIN}*`, 'tblastn')).toBeUndefined();
  });

  it('refuse a nucleotide sequence for a program that reads proteins', () => {
    expect(sequenceProblem('ATGGAGGATCAAGTTGGGTTTGGGTTCCGTCCGAACG', 'blastp')).toBe(
      'blastp needs a protein query, but this query is a nucleotide sequence (A, C, G, T, U and N). For a nucleotide query choose blastn, blastx or tblastx.',
    );
    // A short peptide of those letters is still a peptide.
    expect(sequenceProblem('GATTACA', 'blastp')).toBeUndefined();
  });

  it('refuse characters that are no residue codes, whatever the program', () => {
    expect(sequenceProblem('MKV#LL!', 'blastp')).toBe("The query holds '#', '!', which are not amino-acid codes.");
    expect(sequenceProblem('ACGT.ACGT', 'blastn')).toMatch(/^blastn needs a nucleotide query, but the query holds '\.'/);
  });

  it('refuse a query over 20,000 residues, all records counted, and accept one of exactly 20,000', () => {
    expect(sequenceProblem('A'.repeat(20_000), 'blastn')).toBeUndefined();
    expect(sequenceProblem(`>a\n${'A'.repeat(15_000)}\n>b\n${'C'.repeat(10_000)}`, 'blastn')).toBe(
      'The query is 25,000 residues long; BLAST here takes at most 20,000.',
    );
  });

  it('refuse more than 50 sequences at once', () => {
    const records = Array.from({ length: 51 }, (_, index) => `>q${index}\nACGTACGT`).join('\n');
    expect(sequenceProblem(records, 'blastn')).toBe('The query has 51 sequences; BLAST here takes at most 50 at once.');
  });
});

describe('looksLikeNucleotides', () => {
  it('takes nine in ten nucleotide letters over ten residues or more as a nucleotide sequence', () => {
    expect(looksLikeNucleotides('ACGTACGTAC')).toBe(true);
    expect(looksLikeNucleotides('ACGTACGTACGTACGTACGE')).toBe(true);
    expect(looksLikeNucleotides('ACGTACGTEE')).toBe(false);
    expect(looksLikeNucleotides('ACGTACGTA')).toBe(false);
  });
});

describe('locus ID checks', () => {
  it('accept locus and gene model ids, one per line or separated by commas, spaces or semicolons', () => {
    expect(locusIdsProblem('AT1G01010\nat2g01020.1, ATCG00010;ATMG00010')).toBeUndefined();
  });

  it('ask for an id when there is none, and name the ones that are not AGI ids', () => {
    expect(locusIdsProblem(' \n ')).toBe('Enter at least one locus or gene model ID (for example AT1G01010 or AT1G01010.1) before running BLAST.');
    expect(locusIdsProblem('AT1G01010 NAC001 AT6G01010')).toBe('NAC001, AT6G01010: not AGI locus or gene model IDs (for example AT1G01010 or AT1G01010.1).');
  });

  it('refuse more than 50 distinct ids', () => {
    const ids = Array.from({ length: 51 }, (_, index) => `AT1G${String(index + 1).padStart(5, '0')}`).join('\n');
    expect(locusIdsProblem(ids)).toBe('The query names 51 IDs; BLAST here takes at most 50 at once.');
  });
});

describe('reply address', () => {
  it('is needed, and must be an address, only when the reply comes by e-mail', () => {
    expect(replyToProblem('', 'BROWSER')).toBeUndefined();
    expect(replyToProblem('', 'EMAIL-MESSAGE')).toBe('Enter the e-mail address the results should be sent to.');
    expect(replyToProblem('someone', 'EMAIL-MESSAGE')).toBe("'someone' is not an e-mail address.");
    expect(replyToProblem(' someone@example.org ', 'EMAIL-MESSAGE')).toBeUndefined();
  });
});
