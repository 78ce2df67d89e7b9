import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { PUBLICATION_SEARCH, recentLiteratureRequest } from '../../../../contracts/browse/recentLiterature';
import { BrowsePageFrame } from '../BrowsePageFrame';
import { useBrowseSearch } from '../browseSearch';
import { publicationDocSchema, type PublicationDoc } from '../browseDocs';
import { BrowseTable } from '../table/BrowseTable';
import { focusRing } from '../../../ui/table/tableStyles';
import type { BrowseTableState } from '../table/browseTableState';
import { LiteratureDetails } from './LiteratureDetails';
import { literatureColumns } from './literatureColumns';
import {
  LITERATURE_ORDERS,
  orderLiterature,
  recentWindow,
  withinWindow,
  type DateWindow,
  type LiteratureOrder,
} from './recentWindow';

/** 002 §9: recent literature is shown 25 to a page. */
export const RECENT_LITERATURE_PAGE_SIZE = 25;

const selectStyle = { font: 'inherit', minHeight: 32, px: 0.75, borderRadius: 1, border: '1px solid', borderColor: 'grey.500', bgcolor: 'background.paper', ...focusRing } as const;

const details = (row: PublicationDoc) => <LiteratureDetails doc={row} />;
const titleOf = (row: PublicationDoc) => row.title;
const rowId = (row: PublicationDoc) => row.id;

interface Recent {
  window: DateWindow | null;
  docs: readonly PublicationDoc[];
}

/**
 * /browse/recent_literature (002 §2.1, §7): this year's publications modified in the 14 days before the newest
 * modification date, by journal (the default) or by author; each row opens its authors, source, keywords and loci.
 */
export function RecentLiteraturePage() {
  // The year is read once per visit: a page left open over New Year keeps the list it showed.
  const [request] = useState(() => recentLiteratureRequest(new Date().getFullYear()));
  const answer = useBrowseSearch(PUBLICATION_SEARCH, request, publicationDocSchema);
  const [order, setOrder] = useState<LiteratureOrder>('journal');
  const selectId = useId();
  const rows = answer.status === 'loaded' ? answer.rows : undefined;
  const recent = useMemo((): Recent | undefined => {
    if (!rows) return undefined;
    const window = recentWindow(rows);
    return { window, docs: window ? withinWindow(rows, window) : [] };
  }, [rows]);
  const ordered = useMemo(() => (recent ? orderLiterature(recent.docs, order) : undefined), [recent, order]);
  const state: BrowseTableState<PublicationDoc> = ordered ? { status: 'loaded', rows: ordered } : answer;

  return (
    <BrowsePageFrame title="Browse Recently Added Literature" crumb="Recently Added Literature">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        {recent && (
          <Typography data-testid="date-range">
            {recent.window ? `Publications added from ${recent.window.from} to ${recent.window.to}` : 'No publication of this year has a modification date.'}
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <label htmlFor={selectId}>Sort by</label>
          <Box component="select" id={selectId} value={order} onChange={(event: ChangeEvent<HTMLSelectElement>) => setOrder(event.target.value as LiteratureOrder)} sx={selectStyle}>
            {LITERATURE_ORDERS.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </Box>
        </Box>
      </Box>
      <BrowseTable
        caption="Recently Added Literature"
        state={state}
        columns={literatureColumns}
        getRowId={rowId}
        pageSize={RECENT_LITERATURE_PAGE_SIZE}
        numbered
        // The page's own 'Sort by' (journal or author) stays; the cards' column sort is told apart from it.
        cardSortLabel="Sort by column"
        details={details}
        rowLabel={titleOf}
      />
    </BrowsePageFrame>
  );
}
