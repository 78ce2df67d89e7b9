import { describe, expect, it } from 'vitest';
import { patmatchValuesFromAddress } from './patmatchAddress';
import { defaultPatmatchValues, patmatchFields } from './patmatchForm';

const fromAddress = (query: string) => patmatchValuesFromAddress(new URLSearchParams(query));

describe('the PatMatch form started from its address', () => {
  it('posts again exactly the fields a results page links back with', () => {
    const posted = {
      default_db: 'araport11_protein', current_db: 'tair10_protein', seq_class: 'peptide', pat: 'MEDQ', strand: 'both strands', maxhits: '500',
      mismatch: '1', min_seq_hits: '1', max_seq_hits: '100', insertion: 'off', deletion: 'off', substitution: 'on',
    };
    expect(patmatchFields(fromAddress(new URLSearchParams(posted).toString()))).toEqual(posted);
  });

  it('starts from the defaults without parameters, and ignores values the form does not offer', () => {
    expect(fromAddress('')).toEqual(defaultPatmatchValues());
    expect(fromAddress('seq_class=dna&current_db=araport11_protein&strand=up&maxhits=7&mismatch=9')).toEqual(defaultPatmatchValues());
  });
});
