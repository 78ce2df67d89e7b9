// Search answers kept ready to send, for the questions many visitors ask alike: a browse page asks every visitor
// the same one (every transposon family, every gene class symbol, this year's publications), and the answers are
// large (the 4,906 gene symbols are 1.1 MB of JSON). Only queries without typed text are kept (no criteria, or only
// ranges, chosen values and spans): such queries are few and come again, while a typed search rarely does and is
// answered afresh. An answer is kept under the index stamp read before it (SearchStore.indexStamp): any change to
// the index (a record written, such as a person's edit or an approved gene class symbol; a rebuild) makes a new
// stamp, and every kept answer is dropped, so the next request reads the index as it now is.
import type { Criterion, SearchQuery, SearchResult } from '../types';
import { prepareJson, type PreparedAnswer } from '../../http/preparedAnswer';
import { answerText } from './answerText';

/** What the kept answers may hold together (JSON text and compressed forms); the least recently asked go first. */
export const DEFAULT_ANSWER_CACHE_BYTES = 48 * 1024 * 1024;

/** A criterion chosen from fixed options or numbers (a year range, a publication type), not typed text. */
function isChosen(criterion: Criterion): boolean {
  switch (criterion.kind) {
    case 'range':
    case 'anyOf':
    case 'span':
      return true;
    case 'not':
      return isChosen(criterion.criterion);
    case 'any':
      return criterion.criteria.every(isChosen);
    default:
      return false;
  }
}

/** Whether the query's answer is one to keep: none of its criteria holds typed text. */
export const isKeptQuery = (query: SearchQuery) => query.criteria.every(isChosen);

/** What the kept answers are read from: a search store, whether it answers at once or later (a worker, a server). */
export interface AnswerSource {
  search(query: SearchQuery): SearchResult | Promise<SearchResult>;
  indexStamp(): string | Promise<string>;
}

export interface SearchAnswerCache {
  /** The query's answer: the kept one while the index is unchanged, else read now and kept. */
  answer(query: SearchQuery): Promise<PreparedAnswer>;
}

export function searchAnswerCache(source: AnswerSource, maxBytes: number = DEFAULT_ANSWER_CACHE_BYTES): SearchAnswerCache {
  let keptStamp: string | undefined;
  // In order of last use, oldest first (a Map keeps insertion order). A promise, so that requests arriving while an
  // answer is read wait for that one read instead of each starting their own.
  const kept = new Map<string, Promise<PreparedAnswer>>();
  const sizes = new Map<string, () => number>();

  const makeRoom = () => {
    let total = 0;
    for (const size of sizes.values()) total += size();
    for (const [key, size] of sizes) {
      if (total <= maxBytes) break;
      total -= size();
      sizes.delete(key);
      kept.delete(key);
    }
  };

  const read = async (query: SearchQuery) => prepareJson(answerText(await source.search(query)));

  return {
    async answer(query) {
      // The stamp is read before the index: an answer is never kept under a stamp newer than what it read.
      const stamp = await source.indexStamp();
      if (stamp !== keptStamp) {
        kept.clear();
        sizes.clear();
        keptStamp = stamp;
      }
      const key = JSON.stringify(query);
      const found = kept.get(key);
      if (found) {
        kept.delete(key);
        kept.set(key, found);
        const size = sizes.get(key);
        if (size) {
          sizes.delete(key);
          sizes.set(key, size);
        }
        return found;
      }
      const answer = read(query);
      kept.set(key, answer);
      try {
        const prepared = await answer;
        // Still this stamp's (the index did not change meanwhile): count it against the budget. An answer larger
        // than the whole budget is sent but not kept, rather than pushing every other answer out.
        if (kept.get(key) === answer) {
          if (prepared.byteLength() > maxBytes) kept.delete(key);
          else {
            sizes.set(key, () => prepared.byteLength());
            makeRoom();
          }
        }
        return prepared;
      } catch (error) {
        // A failed read is not kept: the next request reads again.
        if (kept.get(key) === answer) kept.delete(key);
        throw error;
      }
    },
  };
}
