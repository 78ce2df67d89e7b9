import { Fragment, useState, type ReactNode } from 'react';
import { fewerItemsLabel, moreItemsLabel } from './listPreview';

/** Class names the results table styles once (ResultsTable's resultCellStyles). */
export const RESULT_WRAP = 'results-wrap';
export const RESULT_MORE = 'results-more';

/** Items on one line separated by ', '; the line wraps anywhere so one long list cannot widen the table. */
export function CommaSeparated({ items, after }: { items: readonly ReactNode[]; after?: ReactNode }) {
  return (
    <span className={RESULT_WRAP}>
      {items.map((item, index) => (
        <Fragment key={index}>
          {index > 0 && ', '}
          {item}
        </Fragment>
      ))}
      {after}
    </span>
  );
}

interface PreviewedListProps {
  /** Every item, as the unfolded list shows them. */
  items: readonly ReactNode[];
  /** The first items, as the folded list shows them (listPreview.ts). */
  preview: readonly ReactNode[];
  /** How many items only the unfolded list shows. */
  hidden: number;
  /** The column's header, which names the button ('Show 7 more keywords'). */
  header: string;
}

/**
 * A list longer than its preview: the first items and a '+N more' button that shows the rest in place, and folds
 * them again. Only such lists mount this component, so the other cells keep no state.
 */
export function PreviewedList({ items, preview, hidden, header }: PreviewedListProps) {
  const [open, setOpen] = useState(false);
  const button = (
    <>
      {' '}
      <button
        type="button"
        className={RESULT_MORE}
        aria-expanded={open}
        aria-label={open ? fewerItemsLabel(header) : moreItemsLabel(hidden, header)}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Show fewer' : hidden > 0 ? `+${hidden} more` : 'more'}
      </button>
    </>
  );
  return <CommaSeparated items={open ? items : preview} after={button} />;
}
