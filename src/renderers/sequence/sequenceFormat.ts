// Pure text work behind the sequence section (002 §2.4): cleaning, numbered lines, FASTA and the BLAST link.

/** 002 §2.4: lines of 50 residues, in blocks of 10. */
export const RESIDUES_PER_LINE = 50;
export const RESIDUES_PER_BLOCK = 10;
/** FASTA files wrap at 60 residues, the common width other tools expect. */
export const FASTA_LINE_WIDTH = 60;

/**
 * The residues only, upper-cased. Stored sequences sometimes carry line breaks, spaces or position numbers;
 * anything that is not a residue letter, a stop '*' or a gap '-' is dropped.
 */
export function cleanSequence(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value.toUpperCase().replace(/[^A-Z*-]/g, '');
}

/** A line's start position, zero-padded to 3 digits: 1 → '001', 51 → '051'; past 999 it just grows ('1001'). */
export const linePosition = (start: number): string => String(start).padStart(3, '0');

export interface SequenceLine {
  /** 1-based position of the line's first residue. */
  start: number;
  /** The line's residues in blocks of 10 separated by single spaces. */
  blocks: string;
}

export function sequenceLines(sequence: string): SequenceLine[] {
  const lines: SequenceLine[] = [];
  for (let offset = 0; offset < sequence.length; offset += RESIDUES_PER_LINE) {
    const residues = sequence.slice(offset, offset + RESIDUES_PER_LINE);
    const blocks: string[] = [];
    for (let block = 0; block < residues.length; block += RESIDUES_PER_BLOCK) {
      blocks.push(residues.slice(block, block + RESIDUES_PER_BLOCK));
    }
    lines.push({ start: offset + 1, blocks: blocks.join(' ') });
  }
  return lines;
}

/** '>{header}' then the sequence wrapped at 60 residues per line, ending with a newline. */
export function fastaText(header: string, sequence: string): string {
  const lines = [`>${header}`];
  for (let offset = 0; offset < sequence.length; offset += FASTA_LINE_WIDTH) {
    lines.push(sequence.slice(offset, offset + FASTA_LINE_WIDTH));
  }
  return `${lines.join('\n')}\n`;
}

const FILE_STEM_MAX = 100;

/** A file name from the header: runs of unsafe characters become '_'; 'sequence' when nothing is left. */
export function fastaFileName(header: string): string {
  const stem = header
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+|[._]+$/g, '')
    .slice(0, FILE_STEM_MAX);
  return `${stem || 'sequence'}.fasta`;
}

export type BlastSequenceType = 'protein' | 'sequence';

/** 002 §2.3: the BLAST page opens with sequence_type and sequence. */
export function blastHref(sequenceType: BlastSequenceType, sequence: string): string {
  return `/tools/blast?sequence_type=${sequenceType}&sequence=${encodeURIComponent(sequence)}`;
}
