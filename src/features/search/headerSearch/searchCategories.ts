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

/**
 * Where choosing a typeahead suggestion leads: a gene suggestion names its locus (the id is the locus key); in
 * other categories the suggestion's text is searched, since one name there may stand for several kinds of record.
 */
export function suggestionUrl(suggestion: { label: string; id: string }, category: SearchCategory): string {
  if (category === 'genes' && suggestion.id !== '') return `/locus?key=${encodeURIComponent(suggestion.id)}`;
  return generalSearchUrl(suggestion.label, category);
}
