import { downloadFileName, localDay, MIME_TYPES } from '../../../ui/table/delimitedText';
import { rowsToDelimited } from './table/exportRows';
import type { ResultColumn } from './table/resultColumn';
import { describeSearch } from './describeSearch';
import { resultCategories, resultsTitle } from './resultCategories';
import type { ResultsRequest } from './resultsRequest';
import type { ResultDoc } from './tableColumns';

export interface ResultsDownload {
  fileName: string;
  text: string;
  mime: string;
}

/**
 * The first line of a download: which results, for what search, on which day. `searched`: the search in its form's
 * words, as the page says it (describeSearch with the form's config).
 */
export function downloadTitleLine(request: ResultsRequest, date: Date, searched = describeSearch(request)): string {
  return `${resultsTitle(request.category)} for ${searched}, downloaded ${localDay(date)}`;
}

/**
 * A download built in the browser (001 §2.3): the title line, then exactly the table's columns in their on-screen
 * order, one line per row. Annotation results are CSV, every other result tab-separated; the file is named after
 * the category with the day's date, e.g. genes_2026-11-25.tsv.
 */
export function buildResultsDownload(
  request: ResultsRequest,
  rows: readonly ResultDoc[],
  columns: readonly ResultColumn<ResultDoc>[],
  date: Date,
  searched?: string,
): ResultsDownload {
  const format = resultCategories[request.category].downloadFormat;
  const text = rowsToDelimited(rows, columns, { delimiter: format === 'csv' ? ',' : '\t', titleLine: downloadTitleLine(request, date, searched) });
  return { fileName: downloadFileName(request.category, format, date), text, mime: MIME_TYPES[format] };
}
