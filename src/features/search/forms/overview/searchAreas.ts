// 001 §2.2: the eight areas of the Search overview, in its order, with a sentence on what each form finds: the form
// registry's entries that carry overview facts.
import { searchFormEntries } from '../formRegistry';

export interface SearchArea {
  id: string;
  label: string;
  to: string;
  summary: string;
}

export const searchAreas: readonly SearchArea[] = searchFormEntries.flatMap(({ path, overview }) =>
  overview ? [{ id: path, label: overview.label, to: `/search/${path}`, summary: overview.summary }] : [],
);
