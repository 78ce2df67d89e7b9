// Whether a search is split between workers (docs/patmatch.md, "How a search is split"). The pool asks it only when
// the worker the search goes to holds the dataset (a split needs its sequence lengths to plan jobs).

/** What the pool looks like when a search reaches a worker that holds its dataset. */
export interface SplitSituation {
  /** The other workers that are idle now. */
  idleWorkers: number;
  /** The searches waiting for a worker, besides this one. */
  waiting: number;
}

export type SplitRule = (situation: SplitSituation) => boolean;

/** Split when another worker is idle and no search waits: a split never holds up another user's search. */
export const splitWhenOthersIdle: SplitRule = ({ idleWorkers, waiting }) => idleWorkers > 0 && waiting === 0;
