import { useCallback } from 'react';
import type { FieldOfKind } from '../../engine/config/format';
import { cellText } from './cellValue';
import { RowFilter } from '../../ui/table/RowFilter';

interface TableRowFilterProps {
  field: FieldOfKind<'table'>;
  rows: readonly unknown[];
  record: unknown;
  onChange: (matches: ReadonlySet<unknown> | undefined) => void;
}

/**
 * The filter box of a long table ('Filter progeny lines' above a germplasm's 1,000 progeny lines): it matches the
 * text every column shows, so what a reader sees is what they can find. Loaded only by tables that long.
 */
export function TableRowFilter({ field, rows, record, onChange }: TableRowFilterProps) {
  const noun = field.label.toLocaleLowerCase('en');
  const { columns } = field;
  const textsOf = useCallback((row: unknown) => columns.map((column) => cellText(column, row, record)), [columns, record]);
  return <RowFilter label={`Filter ${noun}`} noun={noun} rows={rows} textsOf={textsOf} onChange={onChange} />;
}
