// @vitest-environment node
// The form's fields as BLAST+ options, program by program (001 §3.4, §9 defaults).
import { describe, expect, it } from 'vitest';
import { blastArguments } from './blastArguments';
import { readBlastRequest } from './blastRequest';

const args = (fields: Record<string, string>, output: 'json' | 'text' = 'json') => blastArguments(readBlastRequest(fields), '/db/x', output);
const option = (list: string[], name: string) => (list.includes(name) ? list[list.indexOf(name) + 1] : undefined);

describe('blastArguments', () => {
  it('runs the form defaults as classic blastn: reward 2, penalty -3, DUST, E 10, no gap or word options', () => {
    const list = args({});
    expect(option(list, '-task')).toBe('blastn');
    expect(option(list, '-reward')).toBe('2');
    expect(option(list, '-penalty')).toBe('-3');
    expect(option(list, '-dust')).toBe('yes');
    expect(option(list, '-evalue')).toBe('10');
    expect(option(list, '-max_target_seqs')).toBe('100');
    expect(option(list, '-db')).toBe('/db/x');
    for (const absent of ['-gapopen', '-gapextend', '-word_size', '-matrix', '-ungapped', '-query_gencode', '-threshold']) expect(list).not.toContain(absent);
  });

  it("leaves '0 (use default)' out and passes the numbers chosen", () => {
    const list = args({ OpenPenalty: '0 (use default)', ExtendPenalty: '2', WordSize: '7', QueryFilter: 'F', Expectation: '0.001', NucleicMatch: '1', NucleicMismatch: '-2' });
    expect(list).not.toContain('-gapopen');
    expect(option(list, '-gapextend')).toBe('2');
    expect(option(list, '-word_size')).toBe('7');
    expect(option(list, '-dust')).toBe('no');
    expect(option(list, '-evalue')).toBe('0.001');
    expect([option(list, '-reward'), option(list, '-penalty')]).toEqual(['1', '-2']);
  });

  it('gives protein programs their matrix, SEG, threshold; the translating ones the genetic code', () => {
    const blastp = args({ algorithm: 'blastp', BlastTargetSet: 'araport11_protein', Matrix: 'pam70', ExtensionThreshold: '13', QueryGeneticCode: '4' });
    expect(option(blastp, '-matrix')).toBe('PAM70');
    expect(option(blastp, '-seg')).toBe('yes');
    expect(option(blastp, '-threshold')).toBe('13');
    expect(blastp).not.toContain('-query_gencode');
    expect(blastp).not.toContain('-reward');
    const blastx = args({ algorithm: 'blastx', BlastTargetSet: 'araport11_protein', QueryGeneticCode: '11', GappedAlignment: 'F' });
    expect(option(blastx, '-query_gencode')).toBe('11');
    expect(blastx).toContain('-ungapped');
    expect(option(blastx, '-comp_based_stats')).toBe('0');
    expect(blastx).not.toContain('-matrix');
  });

  it('never gives tblastx gap options, and lists MaxScores and MaxAlignments apart for the TEXT reply', () => {
    const tblastx = args({ algorithm: 'tblastx', BlastTargetSet: 'genome', GappedAlignment: 'F', OpenPenalty: '11', ExtendPenalty: '1' });
    for (const absent of ['-ungapped', '-gapopen', '-gapextend']) expect(tblastx).not.toContain(absent);
    const text = args({ MaxScores: '20', MaxAlignments: '5' }, 'text');
    expect([option(text, '-outfmt'), option(text, '-num_descriptions'), option(text, '-num_alignments')]).toEqual(['0', '20', '5']);
    expect(text).not.toContain('-max_target_seqs');
  });

  it('ignores a matrix sent with blastn (001 §4: blastn has none)', () => {
    expect(args({ Matrix: 'blosum62' })).not.toContain('-matrix');
  });
});
