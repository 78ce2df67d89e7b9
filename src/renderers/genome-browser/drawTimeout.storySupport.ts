// How long a story waits for JBrowse to draw: its chunk is several megabytes of modules in the stories' dev server,
// and on a loaded two-core machine the first story of a page to load it has taken over 30 s. The stories' test
// timeout (vitest.config.ts) leaves room for it.
export const BROWSER_DRAW_TIMEOUT = 60_000;
