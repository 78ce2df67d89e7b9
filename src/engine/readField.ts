import type { FieldConfig } from './config/format';
import { loadedDerivation } from './derivations/loading';
import { getByPath } from './paths';

/** The value a field shows: its derivation of the record, else its path in the record, else the record itself. */
export function readField(field: FieldConfig, record: unknown): unknown {
  if (field.derive) return loadedDerivation(field.derive)(record);
  return field.path ? getByPath(record, field.path) : record;
}
