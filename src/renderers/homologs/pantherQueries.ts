import * as z from 'zod/mini';
import { getOrthologs, getParalogs } from '../../api/endpoints';
import { orthologSchema, paralogSchema, type Ortholog, type Paralog } from '../../../schemas/panther';

// 002 §4, §8: ortholog and paralog files are fetched separately, and a failure of either (HTTP error, missing
// file, malformed JSON) is treated as "no homologs": nothing is shown as an error, nothing logged as one.

/** Keeps the entries that parse; one bad row should not hide the rest of a family. */
function validEntries<T>(raw: unknown, schema: z.core.$ZodType<T>, what: string): T[] {
  if (!Array.isArray(raw)) {
    console.debug(`PANTHER ${what}: expected a list, treating as none`);
    return [];
  }
  return raw.flatMap((entry) => {
    const parsed = z.safeParse(schema, entry);
    return parsed.success ? [parsed.data] : [];
  });
}

async function loadQuietly<T>(load: () => Promise<unknown>, schema: z.core.$ZodType<T>, what: string, signal: AbortSignal): Promise<T[]> {
  try {
    return validEntries(await load(), schema, what);
  } catch (error) {
    // A cancelled request is not an answer: let the query library discard it instead of caching "none".
    if (signal.aborted) throw error;
    console.debug(`PANTHER ${what} unavailable, treating as none`, error);
    return [];
  }
}

export const fetchParalogs = (locusName: string, signal: AbortSignal): Promise<Paralog[]> =>
  loadQuietly(() => getParalogs(locusName, signal), paralogSchema, `paralogs of ${locusName}`, signal);

export const fetchOrthologs = (locusName: string, signal: AbortSignal): Promise<Ortholog[]> =>
  loadQuietly(() => getOrthologs(locusName, signal), orthologSchema, `orthologs of ${locusName}`, signal);
