// GFF3 (https://github.com/The-Sequence-Ontology/Specifications/blob/master/gff3.md) of genome features: a
// feature per line with ID, Name and Parent, gene → transcript → exon/CDS/UTR, CDS lines with their phase.
import { GENOME_ASSEMBLY, GENOME_CHROMOSOME_LENGTHS, type GenomeChromosome } from '../../contracts/genome/chromosomes';
import type { GenomeFeature } from '../../contracts/genome/features';

export const GFF3_HEADER = '##gff-version 3\n';

/** A character as %XX per byte of its UTF-8. */
const percent = (character: string) => [...Buffer.from(character, 'utf8')].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');

const isControl = (character: string) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f;

/** Percent-encodes %, tabs, line ends and other control characters, and the `reserved` ones. */
function escaped(value: string, reserved: string): string {
  let text = '';
  for (const character of value) text += character === '%' || isControl(character) || reserved.includes(character) ? percent(character) : character;
  return text;
}

/** Column 1: the spec allows [a-zA-Z0-9.:^*$@!+_?-|] unescaped. */
const seqid = (value: string) => value.replace(/[^a-zA-Z0-9.:^*$@!+_?|-]/gu, percent);
/** Columns 2–8. */
const column = (value: string) => escaped(value, '');
/** Column 9 tags and values: also ; = & and the comma that separates multiple values. */
const attribute = (value: string) => escaped(value, ';=&,');

/** The landmark's extent: the whole chromosome, so every feature of a region export lies within it. */
export const sequenceRegionLine = (chromosome: GenomeChromosome) => `##sequence-region ${chromosome} 1 ${GENOME_CHROMOSOME_LENGTHS[chromosome]}\n`;

const strandColumn = (strand: GenomeFeature['strand']) => (strand === 1 ? '+' : strand === -1 ? '-' : '.');

/** Each CDS part's phase: the bases to skip to the next codon, counted in the direction of transcription. */
function cdsPhases(parts: readonly GenomeFeature[]): Map<GenomeFeature, number> {
  const reverse = parts.some((part) => part.strand === -1);
  const ordered = [...parts].sort((a, b) => (reverse ? b.start - a.start : a.start - b.start));
  const phases = new Map<GenomeFeature, number>();
  let length = 0;
  for (const part of ordered) {
    phases.set(part, (3 - (length % 3)) % 3);
    length += part.end - part.start + 1;
  }
  return phases;
}

function featureLine(chromosome: GenomeChromosome, feature: GenomeFeature, parent: GenomeFeature | undefined, phase: number | undefined): string {
  const attributes = [`ID=${attribute(feature.id)}`, `Name=${attribute(feature.name)}`, ...(parent ? [`Parent=${attribute(parent.id)}`] : [])];
  return [
    seqid(chromosome),
    column(GENOME_ASSEMBLY),
    column(feature.type),
    feature.start,
    feature.end,
    '.',
    strandColumn(feature.strand),
    phase === undefined ? '.' : phase,
    attributes.join(';'),
  ].join('\t');
}

/** The lines of a feature and, below it, its subfeatures (parents before their children, as GFF3 readers prefer). */
export function featureLines(chromosome: GenomeChromosome, feature: GenomeFeature, parent?: GenomeFeature, phase?: number): string {
  const children = feature.subfeatures ?? [];
  const phases = cdsPhases(children.filter((child) => child.type === 'CDS'));
  return [
    `${featureLine(chromosome, feature, parent, phase)}\n`,
    ...children.map((child) => featureLines(chromosome, child, feature, child.type === 'CDS' ? phases.get(child) : undefined)),
  ].join('');
}
