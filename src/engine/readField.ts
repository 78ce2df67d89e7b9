import type { FieldConfig } from './config/format';
import { derivations } from './derivations';
import { getByPath } from './paths';

/** The value a field shows: its derivation of the record, else its path in the record, else the record itself. */
export function readField(field: FieldConfig, record: unknown): unknown {
  if (field.derive) return derivations[field.derive](record);
  return field.path ? getByPath(record, field.path) : record;
}
