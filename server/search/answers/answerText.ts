import type { SearchResult } from '../types';

/** A search call's answer as JSON text: the stored docs are put in as they are, never parsed and serialised again. */
export const answerText = (result: SearchResult) => `{"docs":[${result.docs.join(',')}],"total":${result.total},"error":false}`;
