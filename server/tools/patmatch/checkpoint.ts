// How a long search stays stoppable: every matcher calls the checkpoint it is given between stretches of work.

/** Called now and then during a long pass; throws to stop the search. */
export type Checkpoint = () => void;
