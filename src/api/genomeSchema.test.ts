import { describe, expect, it } from 'vitest';
import { GENOME_TRACKS, genomeFeaturesAnswerSchema } from '../../contracts/genome/features';
import { genomeFixture } from '../../mocks/fixtures/genome/features';
import { genomeFeaturesAnswer, PORTAL_GENOME_TRACKS } from './genomeSchema';

const answer = { region: { chromosome: 'Chr1', start: 1, end: 100000 }, track: 'genes', features: genomeFixture.genes };

describe("the browser's reading of the genome API", () => {
  it("lists the contract's tracks, in its order", () => {
    expect(PORTAL_GENOME_TRACKS).toEqual(GENOME_TRACKS);
  });

  it('accepts what the contract accepts, nested gene models included', () => {
    expect(genomeFeaturesAnswerSchema.safeParse(answer).success).toBe(true);
    expect(genomeFeaturesAnswer.parse(answer)).toEqual(genomeFeaturesAnswerSchema.parse(answer));
  });

  it.each([
    ['an unknown track', { ...answer, track: 'genomes' }],
    ['a strand of 2', { ...answer, features: [{ ...genomeFixture.markers[0], strand: 2 }] }],
    ['a position that is not a number', { ...answer, features: [{ ...genomeFixture.markers[0], start: '1' }] }],
    ['a broken exon', { ...answer, features: [{ ...genomeFixture.genes[0], subfeatures: [{ id: 'x' }] }] }],
  ])('rejects %s, as the contract does', (_, body) => {
    expect(genomeFeaturesAnswerSchema.safeParse(body).success).toBe(false);
    expect(genomeFeaturesAnswer.safeParse(body).success).toBe(false);
  });
});
