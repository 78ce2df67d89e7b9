// A BLAST+ JSON report made into the body of the results page: the report read (blastReport.ts), its hits' portal
// pages looked up (hitLinks.ts), the page written (resultPage.ts). Small reports are made into pages on the request
// thread; large ones (a report may reach 64 MB, a second or more of work) in a worker thread (reportPageWorker.ts).
import type { GeneActionStore } from '../../search/actions/store';
import { parseBlastReport, type BlastReport } from './blastReport';
import type { BlastRequest } from './blastRequest';
import { hitLinker } from './hitLinks';
import type { QuerySequence } from './querySequences';
import { resultPageBody } from './resultPage';

/** What the page is made of, besides the report. */
export interface ReportPageInput {
  request: BlastRequest;
  queries: QuerySequence[];
  databaseSequences: number;
  /** The form's fields as posted, which the offers to search another dataset post again (rerunOffer.ts). */
  fields?: Record<string, string>;
}

export async function reportPageBody(store: GeneActionStore, input: ReportPageInput, report: BlastReport): Promise<string> {
  const links = await hitLinker(store, report.queries.flatMap((query) => query.hits.map((hit) => hit.title)));
  return resultPageBody({ ...input, report, links });
}

/** The page body of a report as BLAST+ printed it (UTF-8 JSON, in chunks). */
export const reportBytesPageBody = (store: GeneActionStore, input: ReportPageInput, report: readonly Uint8Array[]): Promise<string> =>
  reportPageBody(store, input, parseBlastReport(Buffer.concat(report).toString('utf8')));
