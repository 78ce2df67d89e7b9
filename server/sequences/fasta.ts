// FASTA text: one header line per sequence, in the reference annotation's style, e.g.
// >AT1G01010.1 | Symbols: NAC001, ANAC001 | NAC domain containing protein 1 | chr1:3631-5899 FORWARD LENGTH=1688
// then the residues, 60 to a line.
import type { Range, Strand } from './geneStructure';

export interface SequenceEntry {
  /** AT1G01010.1, an intron's AT1G01010.1-2, an intergenic region's AT1G01010-AT1G01020 … */
  id: string;
  symbols: readonly string[];
  /** The gene description, or what the sequence is ("intron 2", "1000 bp upstream", …). */
  label: string;
  chromosome: string;
  /** The chromosome positions the sequence was cut from (first to last, low ≤ high). */
  range: Range;
  strand: Strand;
  sequence: string;
}

export const FASTA_LINE_LENGTH = 60;

/** Header fields must not break the line or the field separator. */
const field = (value: string) => value.replace(/[\r\n|]+/g, ' ').replace(/\s+/g, ' ').trim();

export function fastaHeader(entry: SequenceEntry): string {
  const place = `chr${entry.chromosome}:${entry.range[0]}-${entry.range[1]} ${entry.strand === 'F' ? 'FORWARD' : 'REVERSE'} LENGTH=${entry.sequence.length}`;
  return `>${field(entry.id)} | Symbols: ${entry.symbols.map(field).join(', ')} | ${field(entry.label)} | ${place}`;
}

/** The header line as given (with its '>'), then the residues FASTA_LINE_LENGTH to a line, each line ended. */
export function fastaLines(header: string, sequence: string): string {
  const lines = [header];
  for (let index = 0; index < sequence.length; index += FASTA_LINE_LENGTH) lines.push(sequence.slice(index, index + FASTA_LINE_LENGTH));
  return `${lines.join('\n')}\n`;
}

export function fastaRecord(entry: SequenceEntry): string {
  return fastaLines(fastaHeader(entry), entry.sequence);
}

export function fastaText(entries: Iterable<SequenceEntry>): string {
  let text = '';
  for (const entry of entries) text += fastaRecord(entry);
  return text;
}
