import type { FieldOfKind } from '../../engine/config/format';
import { getByPath } from '../../engine/paths';
import { fillHref } from '../../engine/templates';

/** 002 §3: flags such as hasPhylogenesPage arrive as 'T', true or 'true'. */
export function isFlagSet(flag: unknown): boolean {
  if (flag === true) return true;
  return typeof flag === 'string' && ['t', 'true'].includes(flag.trim().toLowerCase());
}

/** Where the tree link leads: its template resolved against the record; undefined when the record has no tree. */
export function phyloTreeHref(field: FieldOfKind<'phyloTree'>, record: unknown): string | undefined {
  const available = field.when === undefined || isFlagSet(getByPath(record, field.when));
  return available ? fillHref(field.href, { item: record, record }) : undefined;
}
