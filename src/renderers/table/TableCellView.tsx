import { Fragment } from 'react';
import type { TableColumn } from '../../engine/config/format';
import { SafeHtml } from '../html/SafeHtml';
import { ResolvedLinkView } from '../link/ResolvedLinkView';
import { cellContent } from './cellValue';

interface TableCellViewProps {
  column: TableColumn;
  row: unknown;
  record: unknown;
}

/** The content of one cell: sanitised HTML, or its parts (links where the column links) joined with ', '. */
export function TableCellView({ column, row, record }: TableCellViewProps) {
  const content = cellContent(column, row, record);
  if (content.kind === 'html') return <SafeHtml html={content.html} />;
  const { parts } = content;
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && ', '}
          <ResolvedLinkView link={part} external={column.external} inText={parts.length > 1} />
        </Fragment>
      ))}
    </>
  );
}
