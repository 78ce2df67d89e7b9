import { describe, expect, it } from 'vitest';
import { BLAST_DEFAULTS, blastFormProblems, datasetsForProgram, firstDatasetFor, flag, matrixForProgram, prefillFromQuery, withProgram } from './blastFormModel';
import { BLAST_PROGRAM_IDS } from './blastPrograms';

const ids = (program: Parameters<typeof datasetsForProgram>[0]) => datasetsForProgram(program).map((dataset) => dataset.id);

const NUCLEOTIDE_DATASETS = [
  'araport11_transcript',
  'araport11_coding',
  'araport11_genomic_locus',
  'araport11_genomic_gene_model',
  'araport11_upstream',
  'araport11_downstream',
  'araport11_intergenic',
  'araport11_intron',
  'araport11_3utr',
  'araport11_5utr',
  'tair10_coding',
  'genome',
];

describe('program → datasets (001 §4)', () => {
  it('offers the nucleotide datasets to blastn, tblastn and tblastx, and the protein ones to blastp and blastx', () => {
    expect(ids('blastn')).toEqual(NUCLEOTIDE_DATASETS);
    expect(ids('tblastn')).toEqual(NUCLEOTIDE_DATASETS);
    expect(ids('tblastx')).toEqual(NUCLEOTIDE_DATASETS);
    expect(ids('blastp')).toEqual(['araport11_protein', 'tair10_protein']);
    expect(ids('blastx')).toEqual(['araport11_protein', 'tair10_protein']);
  });

  it('selects the first dataset the program can search', () => {
    expect(firstDatasetFor('blastn')).toBe('araport11_transcript');
    expect(firstDatasetFor('blastp')).toBe('araport11_protein');
    expect(firstDatasetFor('blastx')).toBe('araport11_protein');
    expect(firstDatasetFor('tblastn')).toBe('araport11_transcript');
  });
});

describe('program → matrix (001 §4)', () => {
  it('is blosum62 for blastp and tblastn, and empty (the program default) otherwise', () => {
    expect(Object.fromEntries(BLAST_PROGRAM_IDS.map((program) => [program, matrixForProgram(program)]))).toEqual({
      blastn: '',
      blastp: 'blosum62',
      blastx: '',
      tblastn: 'blosum62',
      tblastx: '',
    });
  });
});

describe('changing the program', () => {
  it('resets the dataset and the matrix, and keeps the query and the other settings', () => {
    const before = { ...BLAST_DEFAULTS, QueryText: 'MKV', Matrix: 'pam30', Expectation: '0.001', BlastTargetSet: 'araport11_5utr' };
    const after = withProgram(before, 'blastp');
    expect(after).toEqual({ ...before, algorithm: 'blastp', BlastTargetSet: 'araport11_protein', Matrix: 'blosum62' });
    expect(withProgram(after, 'blastx')).toMatchObject({ BlastTargetSet: 'araport11_protein', Matrix: '' });
  });

  it('returns a word size the new program cannot use to the default, and keeps one it can', () => {
    expect(withProgram({ ...BLAST_DEFAULTS, WordSize: '11' }, 'blastp').WordSize).toBe('0');
    expect(withProgram({ ...BLAST_DEFAULTS, algorithm: 'blastp', WordSize: '4' }, 'blastn').WordSize).toBe('4');
  });
});

describe('defaults (001 §9)', () => {
  it('are blastn over the 3′ UTRs with the scores, limits and replies of the spec', () => {
    expect(BLAST_DEFAULTS).toEqual({
      algorithm: 'blastn',
      BlastTargetSet: 'araport11_3utr',
      textbox: 'seq',
      QueryText: '',
      QueryFilter: true,
      Matrix: '',
      MaxScores: '100',
      MaxAlignments: '50',
      NucleicMismatch: '-3',
      NucleicMatch: '2',
      OpenPenalty: '0',
      ExtendPenalty: '0',
      ExtensionThreshold: '0',
      WordSize: '0',
      Expectation: '10',
      QueryGeneticCode: '1',
      GappedAlignment: true,
      Comment: '',
      ReplyTo: '',
      ReplyFormat: 'HTML',
      ReplyVia: 'BROWSER',
    });
    expect([flag(true), flag(false)]).toEqual(['T', 'F']);
  });
});

describe('prefill from the address (001 §2.6)', () => {
  const prefill = (query: string) => prefillFromQuery(new URLSearchParams(query));

  it('selects blastp, its first dataset and blosum62 for a protein, and keeps the sequence for later', () => {
    expect(prefill('sequence_type=protein&sequence=MEDQVGFGFRPNDEEL')).toEqual({
      values: { ...BLAST_DEFAULTS, algorithm: 'blastp', BlastTargetSet: 'araport11_protein', Matrix: 'blosum62' },
      sequence: 'MEDQVGFGFRPNDEEL',
    });
  });

  it('selects the cDNA dataset with blastn for a nucleotide sequence', () => {
    expect(prefill('sequence_type=sequence&sequence=ATGGAGGAT')).toEqual({
      values: { ...BLAST_DEFAULTS, BlastTargetSet: 'araport11_transcript' },
      sequence: 'ATGGAGGAT',
    });
  });

  it('starts from the defaults without parameters, with an unknown type, and leaves out an empty sequence', () => {
    expect(prefill('')).toEqual({ values: BLAST_DEFAULTS });
    expect(prefill('sequence_type=rna&sequence=%20')).toEqual({ values: BLAST_DEFAULTS });
    expect(prefill('sequence=ACGT')).toEqual({ values: BLAST_DEFAULTS, sequence: 'ACGT' });
  });
});

describe("prefill from a results page's address: the form's own field names", () => {
  const prefill = (query: string) => prefillFromQuery(new URLSearchParams(query));

  it('takes the program, a dataset it can search, the selects, the tick boxes and the texts, and the query for later', () => {
    const address = 'algorithm=tblastn&BlastTargetSet=genome&Matrix=pam70&Expectation=0.01&QueryFilter=F&GappedAlignment=F&WordSize=3&Comment=second%20try&sequence=MEDQVG';
    expect(prefill(address)).toEqual({
      values: { ...BLAST_DEFAULTS, algorithm: 'tblastn', BlastTargetSet: 'genome', Matrix: 'pam70', Expectation: '0.01', QueryFilter: false, GappedAlignment: false, WordSize: '3', Comment: 'second try' },
      sequence: 'MEDQVG',
    });
  });

  it('ignores values the form cannot show: a dataset of the other molecule, an unknown program, a choice not offered', () => {
    expect(prefill('algorithm=blastn&BlastTargetSet=araport11_protein&Expectation=7&MaxScores=99&QueryFilter=maybe')).toEqual({ values: BLAST_DEFAULTS });
    expect(prefill('algorithm=megablast&BlastTargetSet=genome')).toEqual({ values: { ...BLAST_DEFAULTS, BlastTargetSet: 'genome' } });
  });
});

describe('form problems', () => {
  it('name the query and the e-mail address when they cannot be sent', () => {
    expect(blastFormProblems(BLAST_DEFAULTS)).toEqual({ QueryText: 'Enter a query sequence (raw or FASTA) before running BLAST.' });
    expect(blastFormProblems({ ...BLAST_DEFAULTS, QueryText: 'ACGTACGT', ReplyVia: 'EMAIL-MESSAGE' })).toEqual({
      ReplyTo: 'Enter the e-mail address the results should be sent to.',
    });
    expect(blastFormProblems({ ...BLAST_DEFAULTS, QueryText: 'ACGTACGT' })).toEqual({});
  });

  it('check locus IDs instead of residues when the query lists loci', () => {
    expect(blastFormProblems({ ...BLAST_DEFAULTS, textbox: 'locus', QueryText: 'AT1G01010\nAT2G01020.1' })).toEqual({});
    expect(blastFormProblems({ ...BLAST_DEFAULTS, textbox: 'locus', QueryText: 'ACGTACGT' }).QueryText).toMatch(/^ACGTACGT: not AGI locus/);
  });
});
