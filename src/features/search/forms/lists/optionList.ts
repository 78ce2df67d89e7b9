// Long choice lists whose values are also what the reader sees.
import type { FormOption } from '../formConfig';

export const optionsOf = (values: readonly string[]): FormOption[] => values.map((value) => ({ value, label: value }));

/** The list behind an 'any' choice, which means no restriction (001 §5 drops it). */
export const withAny = (options: readonly FormOption[]): FormOption[] => [{ value: 'any', label: 'any' }, ...options];
