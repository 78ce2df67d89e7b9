import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { genomeFixture } from '../../mocks/fixtures/genome/features';
import { genomeFeaturesAnswerSchema } from './features';

const answer = { region: { chromosome: 'Chr1', start: 1, end: 100000 }, track: 'genes', features: genomeFixture.genes };

describe('the genome API features answer', () => {
  it('accepts nested gene models, their parts and links', () => {
    expect(z.parse(genomeFeaturesAnswerSchema, answer)).toEqual(answer);
  });

  it.each([
    ['an unknown track', { ...answer, track: 'genomes' }],
    ['a strand of 2', { ...answer, features: [{ ...genomeFixture.markers[0], strand: 2 }] }],
    ['a position that is not a number', { ...answer, features: [{ ...genomeFixture.markers[0], start: '1' }] }],
    ['a broken exon', { ...answer, features: [{ ...genomeFixture.genes[0], subfeatures: [{ id: 'x' }] }] }],
    ['a position before 1', { ...answer, features: [{ ...genomeFixture.markers[0], start: 0 }] }],
    ['a link off the portal', { ...answer, features: [{ ...genomeFixture.markers[0], href: 'https://elsewhere.example/' }] }],
  ])('rejects %s', (_, body) => {
    expect(z.safeParse(genomeFeaturesAnswerSchema, body).success).toBe(false);
  });
});
