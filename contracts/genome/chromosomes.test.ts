import { describe, expect, it } from 'vitest';
import { normalizeChromosome } from './chromosomes';

describe('normalizeChromosome', () => {
  it.each([
    ['1', 'Chr1'],
    [5, 'Chr5'],
    ['Chr3', 'Chr3'],
    ['chr2', 'Chr2'],
    [' CHR4 ', 'Chr4'],
    ['chromosome 1', 'Chr1'],
    ['C', 'ChrC'],
    ['ChrC', 'ChrC'],
    ['chloroplast', 'ChrC'],
    ['Pt', 'ChrC'],
    ['M', 'ChrM'],
    ['chrM', 'ChrM'],
    ['mitochondria', 'ChrM'],
    ['Mt', 'ChrM'],
  ])('reads %j as %s', (value, expected) => {
    expect(normalizeChromosome(value)).toBe(expected);
  });

  it.each([['6'], ['0'], ['Chr'], [''], [null], [undefined], [{}], [['1']], ['unknown']])('rejects %j', (value) => {
    expect(normalizeChromosome(value)).toBeUndefined();
  });
});
