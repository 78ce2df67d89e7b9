// 000 §2.1: the categories of the header's general search, in the order the select lists them; genes is the default.
export const searchCategories = [
  { value: 'genes', label: 'Genes' },
  { value: 'dna', label: 'DNA/Clones' },
  { value: 'keyword', label: 'Keywords' },
  { value: 'protein', label: 'Proteins' },
  { value: 'polyallele', label: 'Polymorphisms/Alleles' },
  { value: 'ecotype', label: 'Ecotypes' },
  { value: 'community', label: 'People/Labs' },
  { value: 'germplasm', label: 'Germplasms' },
  { value: 'markers', label: 'Markers' },
  { value: 'vector', label: 'Vectors' },
  { value: 'transposon', label: 'Transposons' },
] as const;

export type SearchCategory = (typeof searchCategories)[number]['value'];

export const DEFAULT_SEARCH_CATEGORY: SearchCategory = 'genes';

/** The results page of a general search (000 §2.1). */
export function generalSearchUrl(searchText: string, category: SearchCategory): string {
  return `/results?${new URLSearchParams({ mainType: 'general', searchText, category }).toString()}`;
}
