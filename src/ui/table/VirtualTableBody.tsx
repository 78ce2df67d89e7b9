import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Pages of more rows than this (100 and 250 per page) draw only the rows near the viewport. */
export const VIRTUALISE_ABOVE = 50;

// A one-line small-table row; real heights are measured as rows appear.
const ESTIMATED_ROW_HEIGHT = 37;

/** A row of the body: anything with a stable id (a TanStack row). */
interface BodyRow {
  id: string;
}

type RenderRow<R extends BodyRow> = (row: R, pageIndex: number, measure?: { ref: (node: HTMLTableRowElement | null) => void; index: number }) => ReactNode;

interface BodyProps<R extends BodyRow> {
  rows: readonly R[];
  columnCount: number;
  renderRow: RenderRow<R>;
}

/** Empty space standing in for rows that are not drawn; hidden from assistive technology. */
function Spacer({ height, columnCount }: { height: number; columnCount: number }) {
  if (height <= 0) return null;
  return (
    <TableRow aria-hidden="true">
      <TableCell colSpan={columnCount} sx={{ height, p: 0, border: 0 }} />
    </TableRow>
  );
}

/**
 * A long page drawn through the window's scroll: only the rows in and near the viewport are in the document,
 * with spacer rows above and below keeping the scroll height, so scrolling 250 rich rows (or 500 browse rows) has no long tasks.
 * Rows stay <tr> elements of one table, so columns line up and the table semantics hold.
 */
function VirtualBody<R extends BodyRow>({ rows, columnCount, renderRow }: BodyProps<R>) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // The virtualiser counts from the top of the document; the body starts below the page's header and toolbar,
  // which can change height (a notice, a wrapped toolbar), so the offset is read again whenever the page resizes.
  useLayoutEffect(() => {
    const measure = () => {
      const top = Math.round((bodyRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
      setScrollMargin((current) => (current === top ? current : top));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer<HTMLTableRowElement>({
    count: rows.length,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 8,
    scrollMargin,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const before = first ? first.start - scrollMargin : 0;
  const after = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;
  return (
    <TableBody ref={bodyRef}>
      <Spacer height={before} columnCount={columnCount} />
      {items.map((item) => {
        const row = rows[item.index];
        return row ? renderRow(row, item.index, { ref: virtualizer.measureElement, index: item.index }) : null;
      })}
      <Spacer height={after} columnCount={columnCount} />
    </TableBody>
  );
}

/** The page's rows: all of them for short pages, a virtual window over them for long ones. */
export function VirtualTableBody<R extends BodyRow>(props: BodyProps<R>) {
  if (props.rows.length > VIRTUALISE_ABOVE) return <VirtualBody {...props} />;
  return <TableBody>{props.rows.map((row, index) => props.renderRow(row, index))}</TableBody>;
}
