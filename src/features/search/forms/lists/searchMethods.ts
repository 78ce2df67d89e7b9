// 001 §3.7: the three match methods a term row offers, as the search API spells them (docs/search.md).
import type { FormOption } from '../formConfig';

export const searchMethods: FormOption[] = [
  { value: 'contains', label: 'contains' },
  { value: 'starts_with', label: 'starts with' },
  { value: 'exactly', label: 'exactly' },
];
