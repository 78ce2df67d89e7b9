// @vitest-environment node
// Positions on the pairwise lines, worked by hand.
import { describe, expect, it } from 'vitest';
import { alignmentLines } from './alignmentText';
import type { Hsp } from './blastReport';

const hsp = (fields: Partial<Hsp>): Hsp => ({
  bit_score: 1, score: 1, evalue: 1, identity: 1, align_len: 1, query_from: 1, query_to: 1, hit_from: 1, hit_to: 1, qseq: '', hseq: '', midline: '', ...fields,
});

describe('alignmentLines', () => {
  it('counts a minus-strand subject down and skips gaps', () => {
    const text = alignmentLines(hsp({ qseq: 'AC-GT', hseq: 'ACTGT', midline: '|| ||', query_from: 11, query_to: 14, hit_from: 120, hit_to: 116 }), false, false);
    expect(text).toBe(['Query  11   AC-GT  14', '            || ||', 'Sbjct  120  ACTGT  116'].join('\n'));
  });

  it('breaks lines at 60 columns, each line starting where the last ended', () => {
    const q = 'A'.repeat(70);
    const lines = alignmentLines(hsp({ qseq: q, hseq: q, midline: '|'.repeat(70), query_from: 1, query_to: 70, hit_from: 1001, hit_to: 1070 }), false, false).split('\n');
    expect(lines[0]).toMatch(/^Query {2}1 {5}A{60} {2}60$/);
    expect(lines[4]).toMatch(/^Query {2}61 {4}A{10} {2}70$/);
    expect(lines[6]).toMatch(/^Sbjct {2}1061 {2}A{10} {2}1070$/);
  });

  it('steps three bases per residue on a translated side, down for a minus frame', () => {
    const text = alignmentLines(hsp({ qseq: 'MKV', hseq: 'MKV', midline: 'MKV', query_from: 30, query_to: 22, query_frame: -1, hit_from: 1, hit_to: 3 }), true, false);
    expect(text.split('\n')[0]).toBe('Query  30  MKV  22');
    expect(text.split('\n')[2]).toBe('Sbjct  1   MKV  3');
  });
});
