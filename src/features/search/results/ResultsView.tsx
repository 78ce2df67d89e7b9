import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ResultsTable, type ResultsTableHandle } from './table/ResultsTable';
import { describeSearch } from './describeSearch';
import { GeneActionsSlot } from './GeneActionsSlot';
import { resultCategories, resultsTitle } from './resultCategories';
import { annotationSentence, countSentence, matchCount } from './resultCount';
import type { ResultsRequest } from './resultsRequest';
import { ResultsToolbar } from './ResultsToolbar';
import { EmptyResults, FailedSearchNote, LoadingResults } from './ResultStates';
import { Notice } from '../../../ui/Notice';
import { useResultsViewInAddress } from './useResultsViewInAddress';
import { SearchFailed, useSearchAnswer } from './searchAnswer';
import { rowLabelFor, tableColumnsFor, type ResultDoc } from './tableColumns';
import { useHiddenColumns } from './useHiddenColumns';
import { useSearchForm } from './useSearchForm';

export const SEARCHING_TITLE = 'Searching ...';
const PAGE_SIZES = [25, 50, 100, 250];
const noRows: ResultDoc[] = [];
const noSelection: ReadonlySet<string> = new Set();

/** The results of one search: 'Searching ...' until the answer, then the rows, an empty state or a failed state. */
export function ResultsView({ request }: { request: ResultsRequest }) {
  const answer = useSearchAnswer(request);
  const form = useSearchForm(request);
  // Until the form's config loads, a detail search is not yet told in its words.
  const searched = form.status === 'ready' ? describeSearch(request, form.words) : undefined;
  const category = resultCategories[request.category];
  const columns = tableColumnsFor(category.docKind);
  const rowLabel = rowLabelFor(category.docKind);
  const columnIds = useMemo(() => columns.map((column) => column.id), [columns]);
  const { hidden: hiddenColumns, setShown: setColumnShown } = useHiddenColumns(request.category, columnIds);
  const [selectedIds, setSelectedIds] = useState(noSelection);
  const tableRef = useRef<ResultsTableHandle<ResultDoc>>(null);
  const title = answer.isPending ? SEARCHING_TITLE : resultsTitle(request.category);
  const docs = answer.data?.docs ?? noRows;
  const rowKeys = answer.data?.rowKeys;
  const rowId = useCallback((doc: ResultDoc) => rowKeys?.get(doc) ?? doc.id, [rowKeys]);
  const selectedRows = useMemo(() => (selectedIds.size === 0 ? noRows : docs.filter((doc) => selectedIds.has(rowId(doc)))), [docs, selectedIds, rowId]);
  const view = useResultsViewInAddress({ rows: docs, columns, rowId, pageSizes: PAGE_SIZES, selectedIds, setSelectedIds });

  useEffect(() => {
    document.title = title;
  }, [title]);

  const table = (rows: readonly ResultDoc[], withView = false) => (
    <ResultsTable
      rows={rows}
      columns={columns}
      hiddenColumns={hiddenColumns}
      getRowId={rowId}
      // Rows are chosen to download them or to run gene actions on them; community results offer neither.
      selectable={category.downloads || category.geneActions}
      selectedIds={selectedIds}
      onSelectionChange={setSelectedIds}
      pageSizeOptions={PAGE_SIZES}
      initialPageSize={withView ? view.initialPageSize : PAGE_SIZES[0]}
      {...(withView && view.tableView ? { view: view.tableView } : {})}
      caption={resultsTitle(request.category)}
      handleRef={tableRef}
      {...(rowLabel ? { rowLabel } : {})}
    />
  );

  let body;
  if (answer.isPending) {
    body = <LoadingResults />;
  } else if (answer.isError) {
    // 001 §4, §8: a failed search shows an empty table and loading stops.
    body = (
      <>
        <FailedSearchNote reason={answer.error instanceof SearchFailed ? answer.error.reason : undefined} />
        {table(noRows)}
      </>
    );
  } else if (docs.length === 0) {
    body =
      request.mainType === 'general' ? (
        <EmptyResults category={request.category} searched={searched} />
      ) : (
        <EmptyResults
          category={request.category}
          criteria={searched}
          widenings={form.status === 'ready' && form.words ? form.words.widenings(request) : []}
        />
      );
  } else {
    const { total, term } = answer.data;
    body = (
      <>
        <Typography sx={{ mb: 1 }} data-testid="result-count">
          {request.category === 'annotations'
            ? annotationSentence(term ?? searched ?? '', matchCount(docs.length, total))
            : countSentence(docs.length, total)}
        </Typography>
        <ResultsToolbar
          request={request}
          answerTerm={request.category === 'annotations' ? term : undefined}
          docs={docs}
          columns={columns}
          selectedRows={selectedRows}
          tableRef={tableRef}
          hiddenColumns={hiddenColumns}
          onColumnShownChange={setColumnShown}
        />
        {category.geneActions && <GeneActionsSlot request={request} selectedRows={selectedRows} allRows={docs} />}
        {view.problems.length > 0 && (
          <Box sx={{ mb: 1 }}>
            <Notice tone="warning">{view.problems.join(' ')}</Notice>
          </Box>
        )}
        {table(docs, true)}
      </>
    );
  }

  return (
    <>
      {/* 'Polymorphisms/Alleles' is one word to the browser, wider than a phone at this size: it breaks rather than
          widen the page. */}
      <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'break-word' }}>
        {title}
      </Typography>
      {body}
    </>
  );
}
