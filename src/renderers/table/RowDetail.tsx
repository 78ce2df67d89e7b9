import type { TableColumn } from '../../engine/config/format';
import { columnId } from './cellValue';
import { TableCellView } from './TableCellView';
import { ROW_DETAIL } from './tableStyles';

interface RowDetailListProps {
  id: string;
  /** The detail columns that have a value in this row. */
  columns: readonly TableColumn[];
  row: unknown;
  record: unknown;
}

/** A row's detail: the columns the table leaves out, as a small definition list whose cells keep their links. */
export function RowDetailList({ id, columns, row, record }: RowDetailListProps) {
  return (
    <dl id={id} className={ROW_DETAIL}>
      {columns.map((column, index) => (
        <div key={columnId(column, index)}>
          <dt>{column.header}</dt>
          <dd>
            <TableCellView column={column} row={row} record={record} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
