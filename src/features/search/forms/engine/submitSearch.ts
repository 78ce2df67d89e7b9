// 001 §2.2 Submit: navigate to /results with mainType=detail and the form's category. Most forms pass the payload as
// JSON in search_params; genes and protein store it in local storage under searchParams_<timestamp> and pass key.
// No search call is made here: the results page makes it.
import type { SearchFormConfig } from '../formConfig';
import type { Payload } from '../rules/prune';
import { storeSearchParams } from '../../geneActions/storedSearchParams';

export function resultsPathFor(config: SearchFormConfig, payload: Payload, storage?: Storage, now?: number): string {
  const query = new URLSearchParams({ mainType: 'detail', category: config.results.category });
  if (config.results.handOver === 'key') query.set('key', storeSearchParams(payload, storage, now));
  else query.set('search_params', JSON.stringify(payload));
  return `/results?${query.toString()}`;
}
