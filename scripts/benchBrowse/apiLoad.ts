// The browse calls under load: each page's one POST, as the page sends it, against a server on the full-scale
// dataset (loopback only).
import { runLoad, type LoadResult } from '../benchApi/measure';
import { recentLiteratureRequest } from '../../src/features/browse/recentLiterature/recentWindow';

export interface BrowseCall {
  page: string;
  path: string;
  body: unknown;
}

export const browseCalls: BrowseCall[] = [
  { page: 'Transposon Families', path: '/api/search/transposonfamily', body: {} },
  { page: 'Gene Class Symbols', path: '/api/search/genesymbol', body: {} },
  { page: 'Recently Added Literature', path: '/api/search/publication', body: recentLiteratureRequest(new Date().getFullYear()) },
];

export async function loadBrowseCalls(base: string, connections: number, seconds: number): Promise<{ call: BrowseCall; result: LoadResult; docs: number }[]> {
  const results = [];
  for (const call of browseCalls) {
    // One request first: how many rows the page receives.
    const response = await fetch(`${base}${call.path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(call.body) });
    const docs = ((await response.json()) as { docs?: unknown[] }).docs?.length ?? 0;
    const result = await runLoad({ label: `POST ${call.path}`, base, connections, durationSeconds: seconds, nextPath: () => call.path, nextBody: () => call.body });
    results.push({ call, result, docs });
  }
  return results;
}
