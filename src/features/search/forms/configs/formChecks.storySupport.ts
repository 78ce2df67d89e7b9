// What the form stories read back after Submit Query: the stand-in results page (engine/searchForm.storySupport.tsx) shows
// the address the form went to; these read the category and the payload it handed over.
import { expect, within } from 'storybook/test';
import { readStoredParams } from '../../geneActions/storedSearchParams';

/** The /results address the form submitted to, its query parsed. */
export async function submittedQuery(canvasElement: HTMLElement): Promise<URLSearchParams> {
  const address = await within(canvasElement).findByTestId('results-address');
  const text = address.textContent ?? '';
  await expect(text.startsWith('/results?')).toBe(true);
  return new URLSearchParams(text.slice('/results?'.length));
}

/** The payload handed over: search_params JSON, or the parameters stored under key (genes, protein). */
export async function submittedPayload(canvasElement: HTMLElement): Promise<unknown> {
  const query = await submittedQuery(canvasElement);
  const key = query.get('key');
  return key ? readStoredParams(key) : JSON.parse(query.get('search_params') ?? 'null');
}
