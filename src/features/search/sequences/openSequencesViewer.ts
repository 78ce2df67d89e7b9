import { storeSearchParams } from '../geneActions/storedSearchParams';
import type { SequenceRequest } from './sequenceModalRules';

export const sequencesViewerUrl = (key: string) => `/sequences?${new URLSearchParams({ key }).toString()}`;

/**
 * Stores the request and opens the FASTA viewer in a new tab: the viewer is a page of its own, without header or
 * footer (000 §2.1), and the results page keeps its selection and scroll position for the next request. Local
 * storage is shared by the tabs of a site, so the new tab reads the request by its key. When the browser blocks the
 * new tab, the viewer opens in this one through `navigateHere`. Throws when the storage refuses the request.
 */
export function openSequencesViewer(request: SequenceRequest, navigateHere: (url: string) => void): void {
  const url = sequencesViewerUrl(storeSearchParams(request));
  const opened = window.open(url, '_blank');
  if (!opened) navigateHere(url);
}
