// 001 §9: the publication year choices — any, present, then the current year down to 1947.
import type { FormOption } from '../formConfig';

export const FIRST_PUBLICATION_YEAR = 1947;

export function publicationYears(currentYear: number): FormOption[] {
  const years = Array.from({ length: currentYear - FIRST_PUBLICATION_YEAR + 1 }, (_, index) => String(currentYear - index));
  return [
    { value: 'any', label: 'any' },
    { value: 'present', label: 'present' },
    ...years.map((year) => ({ value: year, label: year })),
  ];
}
