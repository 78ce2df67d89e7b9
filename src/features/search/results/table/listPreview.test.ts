import { describe, expect, it } from 'vitest';
import { CODE_LIST_PREVIEW, fewerItemsLabel, listPreview, moreItemsLabel } from './listPreview';

const keywords = ['DNA binding', 'nucleus', 'root', 'flower', 'protein binding', 'flowering stage', 'leaf', 'stem', 'seed'];

describe('a list cell folded to its first items', () => {
  it('shows a short list whole', () => {
    expect(listPreview(['NAC001', 'NTL10'])).toBeUndefined();
    // Codes each take a line: three show whole, four fold to two.
    expect(listPreview(['AT1G01060.1', 'AT1G01060.2', 'AT1G01060.3'], CODE_LIST_PREVIEW)).toBeUndefined();
    expect(listPreview(['AT1G01060.1', 'AT1G01060.2', 'AT1G01060.3', 'AT1G01060.4'], CODE_LIST_PREVIEW)).toEqual({ shown: ['AT1G01060.1', 'AT1G01060.2'], hidden: 2 });
  });

  it('shows the first items within the budget and counts the rest', () => {
    expect(listPreview(keywords)).toEqual({ shown: ['DNA binding', 'nucleus'], hidden: 7 });
    // Four short items: two, and the button on the third line.
    expect(listPreview(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b'], hidden: 2 });
  });

  it('shows the start of an item too long for the budget, cut between words', () => {
    const phenotype = 'Sepals converted to bract-like organs, with secondary flowers in their axils';
    expect(listPreview([phenotype])).toEqual({ shown: ['Sepals converted to…'], hidden: 0 });
    expect(listPreview([phenotype, 'Early flowering'])).toEqual({ shown: ['Sepals converted to…'], hidden: 1 });
  });

  it("names its button after the column, keeping a header's own capitals", () => {
    expect(moreItemsLabel(7, 'Keywords')).toBe('Show 7 more keywords');
    expect(moreItemsLabel(2, 'UniProt IDs')).toBe('Show 2 more UniProt IDs');
    expect(moreItemsLabel(0, 'Phenotypes')).toBe('Show all phenotypes');
    expect(fewerItemsLabel('Other Names')).toBe('Show fewer other names');
  });
});
