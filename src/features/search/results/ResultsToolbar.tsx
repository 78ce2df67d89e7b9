import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type RefObject } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Notice } from '../../../ui/Notice';
import { useClipboardCopy } from '../../../renderers/sequence/useClipboardCopy';
import { saveTextFile } from '../../../ui/saveTextFile';
import type { ResultColumn } from './table/resultColumn';
import type { ResultsTableHandle } from './table/ResultsTable';
import { ColumnChooser } from './ColumnChooser';
import { resultCategories } from './resultCategories';
import { buildResultsDownload } from './resultsDownload';
import { describeSearch } from './describeSearch';
import { searchFormOf, useSearchForm } from './useSearchForm';
import type { FormWords } from './formWords';
import { shareableResultsPath, type ResultsRequest } from './resultsRequest';
import type { ResultDoc } from './tableColumns';

export const NOTHING_SELECTED = 'Nothing selected';
export const LINK_COPIED = 'Link copied: it opens these results in any browser.';
export const LINK_NOT_COPIED = 'The link could not be copied. Your browser did not allow it.';

interface ResultsToolbarProps {
  request: ResultsRequest;
  /** The search as the answer words it (an annotation search's term), which the download's first line then names. */
  answerTerm?: string | undefined;
  docs: readonly ResultDoc[];
  columns: readonly ResultColumn<ResultDoc>[];
  /** The chosen rows in the answer's order (the table gives them in on-screen order when it can). */
  selectedRows: readonly ResultDoc[];
  /** The table, which knows the on-screen order of the rows; downloads follow it. */
  tableRef: RefObject<ResultsTableHandle<ResultDoc> | null>;
  /** The columns the reader hid (downloads still write them), and the Columns menu's way to change that. */
  hiddenColumns: ReadonlySet<string>;
  onColumnShownChange: (columnId: string, shown: boolean) => void;
}

/**
 * 001 §2.3 toolbar: New Search (hidden for descriptions, annotations and microarray), Download All and Download
 * Checked (hidden for community), and Copy link, which copies an address that opens the same results, in the same
 * view (sort, page, selection), elsewhere; and Columns, which shows or hides columns.
 */
export function ResultsToolbar({ request, answerTerm, docs, columns, selectedRows, tableRef, hiddenColumns, onColumnShownChange }: ResultsToolbarProps) {
  const category = resultCategories[request.category];
  // Counts the refused clicks: each one remounts the alert, so a screen reader announces it again.
  const [nothingSelected, setNothingSelected] = useState(0);
  const { outcome, copy } = useClipboardCopy();
  const [address] = useSearchParams();
  const hasSelection = selectedRows.length > 0;
  const form = useSearchForm(request);

  // The warning is about an empty selection; choosing a row answers it (state adjusted while rendering, no effect pass).
  if (hasSelection && nothingSelected !== 0) setNothingSelected(0);

  const download = (rows: readonly ResultDoc[]) => {
    const save = (words: FormWords | undefined) => {
      const file = buildResultsDownload(request, rows, columns, new Date(), answerTerm ?? describeSearch(request, words));
      saveTextFile(file.fileName, file.text, file.mime);
    };
    // The first line tells the search in its form's words, so a click before the form's words are there waits for them.
    if (form.status === 'ready') save(form.words);
    else void searchFormOf(request).then(save);
  };

  const downloadChecked = () => {
    if (!hasSelection) {
      setNothingSelected((count) => count + 1);
      return;
    }
    download(tableRef.current?.selectedRows() ?? selectedRows);
  };

  const copyLink = () => void copy(new URL(shareableResultsPath(address, request), window.location.href).href);

  return (
    <Stack spacing={1} sx={{ mb: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="toolbar" aria-label="Result actions">
        {category.newSearchPath && (
          <Button component={RouterLink} to={category.newSearchPath} variant="outlined" size="small">
            New Search
          </Button>
        )}
        {category.downloads && (
          <>
            <Button variant="outlined" size="small" onClick={() => download(tableRef.current?.sortedRows() ?? docs)}>
              Download All
            </Button>
            <Button variant="outlined" size="small" onClick={downloadChecked}>
              Download Checked
            </Button>
          </>
        )}
        <Button variant="outlined" size="small" onClick={copyLink}>
          Copy link
        </Button>
        <ColumnChooser columns={columns} hidden={hiddenColumns} onShownChange={onColumnShownChange} />
      </Stack>
      {nothingSelected > 0 && (
        <Notice key={nothingSelected} tone="warning">
          {NOTHING_SELECTED}
        </Notice>
      )}
      {outcome === 'copied' && <Notice tone="info">{LINK_COPIED}</Notice>}
      {outcome === 'failed' && <Notice tone="warning">{LINK_NOT_COPIED}</Notice>}
    </Stack>
  );
}
