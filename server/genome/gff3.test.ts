// @vitest-environment node
// GFF3 lines as the spec wants them: reserved characters of attribute values percent-encoded, and CDS phases counted
// in the direction of transcription.
import { describe, expect, it } from 'vitest';
import type { GenomeFeature } from '../../contracts/genome/features';
import { featureLines } from './gff3';

const part = (type: string, start: number, end: number, strand: 1 | -1, index: number): GenomeFeature => ({ id: `${type}:m:${index}`, type, start, end, strand, name: 'm' });

describe('featureLines', () => {
  it('percent-encodes ; = & , % and control characters in attribute values, and keeps spaces', () => {
    const feature: GenomeFeature = { id: 'marker:1', type: 'genetic_marker', start: 10, end: 20, strand: 0, name: 'a;b=c&d,e%f\tg h' };
    expect(featureLines('Chr1', feature)).toBe('Chr1\tTAIR10\tgenetic_marker\t10\t20\t.\t.\t.\tID=marker:1;Name=a%3Bb%3Dc%26d%2Ce%25f%09g h\n');
  });

  it('gives each CDS part the phase of the bases before it, from the 5′ end on either strand', () => {
    const forward: GenomeFeature = {
      ...part('mRNA', 1, 100, 1, 0),
      subfeatures: [part('CDS', 1, 10, 1, 1), part('CDS', 21, 31, 1, 2), part('CDS', 41, 52, 1, 3)],
    };
    const phases = (model: GenomeFeature) => featureLines('Chr1', model).trimEnd().split('\n').slice(1).map((line) => line.split('\t')[7]);
    // 10 bases leave 1 of a codon, so 2 are skipped; 10 + 11 = 21 bases end on a codon.
    expect(phases(forward)).toEqual(['0', '2', '0']);
    const reverse: GenomeFeature = { ...forward, strand: -1, subfeatures: forward.subfeatures!.map((cds) => ({ ...cds, strand: -1 })) };
    // Read from the high end: 41–52 first (12 bases), then 21–31 (phase 0), then 1–10 (23 bases before it: phase 1).
    expect(phases(reverse)).toEqual(['1', '0', '0']);
  });
});
