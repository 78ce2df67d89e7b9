import { describe, expect, it } from 'vitest';
import { blastHref, cleanSequence, fastaFileName, fastaText, linePosition, sequenceLines } from './sequenceFormat';

describe('cleanSequence', () => {
  it('drops whitespace and digits and upper-cases the residues', () => {
    expect(cleanSequence(' 1 atgc\ngatt 11\tAC ')).toBe('ATGCGATTAC');
  });

  it('keeps stop and gap symbols', () => {
    expect(cleanSequence('MK-L*')).toBe('MK-L*');
  });

  it('is empty for anything that is not text', () => {
    for (const value of [null, undefined, 42, ['ATG'], { sequence: 'ATG' }]) expect(cleanSequence(value)).toBe('');
  });
});

describe('linePosition', () => {
  it('pads to three digits and grows past 999', () => {
    expect([1, 51, 101, 951, 1001, 34951].map(linePosition)).toEqual(['001', '051', '101', '951', '1001', '34951']);
  });
});

describe('sequenceLines', () => {
  it('cuts lines of 50 residues in blocks of 10', () => {
    const lines = sequenceLines('A'.repeat(50) + 'C'.repeat(12));
    expect(lines).toEqual([
      { start: 1, blocks: 'AAAAAAAAAA AAAAAAAAAA AAAAAAAAAA AAAAAAAAAA AAAAAAAAAA' },
      { start: 51, blocks: 'CCCCCCCCCC CC' },
    ]);
  });

  it('has no lines for an empty sequence', () => {
    expect(sequenceLines('')).toEqual([]);
  });
});

describe('fastaText', () => {
  it('wraps the sequence at 60 residues under the header', () => {
    expect(fastaText('AT1G01010.1', 'M'.repeat(130))).toBe(`>AT1G01010.1\n${'M'.repeat(60)}\n${'M'.repeat(60)}\n${'M'.repeat(10)}\n`);
  });
});

describe('fastaFileName', () => {
  it('keeps letters, digits, dots, dashes and underscores', () => {
    expect(fastaFileName('AT1G01010.1 | NAC domain containing protein 1')).toBe('AT1G01010.1_NAC_domain_containing_protein_1.fasta');
  });

  it('cannot name a path', () => {
    expect(fastaFileName('../../etc/passwd')).toBe('etc_passwd.fasta');
  });

  it("falls back to 'sequence' when nothing safe is left", () => {
    expect(fastaFileName('***')).toBe('sequence.fasta');
  });
});

describe('blastHref', () => {
  it('opens the BLAST page with the type and the URL-encoded sequence', () => {
    expect(blastHref('sequence', 'ACGT*')).toBe('/tools/blast?sequence_type=sequence&sequence=ACGT*');
    expect(blastHref('protein', 'MK-L')).toBe('/tools/blast?sequence_type=protein&sequence=MK-L');
  });
});
