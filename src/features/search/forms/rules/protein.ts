// 001 §5 (protein) and §9: the length, calculated MW and calculated pI filters are rows of physioSection, sent only
// when their box is ticked; the MW is typed in kDa and sent in Da.
import type { Payload, PayloadValue } from './prune';

export const DALTONS_PER_KDA = 1000;

/** kDa → Da, without floating-point noise (12.3 kDa is 12300 Da, not 12300.000000000002). */
export const kdaToDa = (kda: number) => Math.round(kda * DALTONS_PER_KDA * 1e6) / 1e6;

const isRow = (value: PayloadValue): value is Payload => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The rows of physioSection that are ticked (`enabled: true`), without the tick, MW bounds converted to Da. */
export function proteinFilterRows(rows: PayloadValue): PayloadValue {
  if (!Array.isArray(rows)) return rows;
  return rows.filter(isRow).flatMap((row) => {
    if (row.enabled !== true) return [];
    const { enabled: _enabled, ...filter } = row;
    if (filter.type !== 'mw') return [filter];
    const convert = (value: PayloadValue) => (typeof value === 'number' ? kdaToDa(value) : value);
    return [{ ...filter, min: convert(filter.min), max: convert(filter.max) }];
  });
}

/** physioSection read back as the reader typed it: each row ticked, MW bounds in kDa again. */
export function proteinFilterRowsAsTyped(rows: PayloadValue): PayloadValue {
  if (!Array.isArray(rows)) return rows;
  return rows.filter(isRow).map((row) => {
    const convert = (value: PayloadValue) => (typeof value === 'number' && row.type === 'mw' ? value / DALTONS_PER_KDA : value);
    return { ...row, enabled: true, min: convert(row.min), max: convert(row.max) };
  });
}
