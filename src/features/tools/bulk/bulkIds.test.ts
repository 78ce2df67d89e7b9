import { describe, expect, it } from 'vitest';
import { agiLocusOf, idsTextFromRoute, idsWithoutSequences, parseIds } from './bulkIds';

describe('bulk retrieval ids', () => {
  it('shows the address ids one per line, decoded, without blanks', () => {
    expect(idsTextFromRoute('AT1G01010,AT1G01020.1,,%20AT2G01010')).toBe('AT1G01010\nAT1G01020.1\nAT2G01010');
    expect(idsTextFromRoute(undefined)).toBe('');
    // A malformed escape is kept as typed rather than breaking the page.
    expect(idsTextFromRoute('AT1G01010%')).toBe('AT1G01010%');
  });

  it('reads pasted ids in any layout, upper-cased, once each', () => {
    expect(parseIds(' at1g01010\r\nAT1G01020.1, AT1G01010;\tAT3G01010  \n\n')).toEqual(['AT1G01010', 'AT1G01020.1', 'AT3G01010']);
    expect(parseIds('   \n ')).toEqual([]);
  });

  it('finds the locus code of models, introns and intergenic regions', () => {
    expect(agiLocusOf('AT1G01010.1')).toBe('AT1G01010');
    expect(agiLocusOf('AT1G01010.1-2')).toBe('AT1G01010');
    expect(agiLocusOf('ATCG00020')).toBe('ATCG00020');
    expect(agiLocusOf('2200935')).toBeUndefined();
  });

  it('names the AGI ids no FASTA header answers', () => {
    const fasta = '>AT1G01010.1 | Symbols: NAC001 | NAC domain | chr1:3631-5899 FORWARD LENGTH=9\nATGATGATG\n>AT1G01020.2-1 | Symbols: | intron 1 | chr1:1-3 REVERSE LENGTH=3\nATG\n';
    expect(idsWithoutSequences(['AT1G01010', 'AT1G01020.2', 'AT5G99990', '2200935'], fasta)).toEqual(['AT5G99990']);
  });
});
