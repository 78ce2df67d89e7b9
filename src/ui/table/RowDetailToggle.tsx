import type { ReactNode } from 'react';
import { ROW_TOGGLE } from './tableStyles';

interface RowDetailToggleProps {
  expanded: boolean;
  /** The id of the detail it opens. */
  detailId: string;
  /** The row's first cell: the button is 'Details of …' it, so a screen reader knows which row it opens. */
  rowName: string;
  onToggle: () => void;
  /** Visible text beside the chevron (a card's 'Details'); a table row shows the chevron alone. */
  children?: ReactNode;
}

/**
 * The disclosure button of a row's detail in every table (detail, browse): a native button, so Enter and Space open
 * and close it; styled once per table by rowToggleStyles.
 */
export function RowDetailToggle({ expanded, detailId, rowName, onToggle, children }: RowDetailToggleProps) {
  return (
    <button
      type="button"
      className={ROW_TOGGLE}
      aria-expanded={expanded}
      aria-controls={expanded ? detailId : undefined}
      aria-label={`Details of ${rowName}`}
      onClick={onToggle}
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18">
        <path fill="currentColor" d="M9.3 6.3 7.9 7.7 12.2 12l-4.3 4.3 1.4 1.4 5.7-5.7z" />
      </svg>
      {children}
    </button>
  );
}
