// A step between the page and JBrowse: the build writes the list of files a dynamic import needs (for preloading)
// into the chunk that makes the import. JBrowse needs a few hundred, so the import is made here, in a chunk of its
// own, and the code every page loads names this one file only.
export const loadJBrowseView = () => import('./JBrowseView');
