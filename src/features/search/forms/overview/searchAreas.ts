// 001 §2.2: the eight areas of the Search overview, in its order, with a sentence on what each form finds: the forms
// whose configs carry an overview entry, by its position.
import { searchFormEntries } from '../formRegistry';

export interface SearchArea {
  id: string;
  label: string;
  to: string;
  summary: string;
}

export const searchAreas: readonly SearchArea[] = searchFormEntries
  .flatMap(({ path, overview }) => (overview ? [{ path, ...overview }] : []))
  .sort((one, other) => one.position - other.position)
  .map(({ path, label, summary }) => ({ id: path, label, to: `/search/${path}`, summary }));
