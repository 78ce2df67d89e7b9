// A path of the download area (001 §2.5) is relative to the download root, '/' between segments (Genes/README.txt).
// The client builds its addresses from it and the server decides from it which files are premium.

/** The segments of a path, without the empty ones a leading, trailing or doubled slash would make. */
export const pathSegments = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

/** The last segment: the name a file is saved under. */
export const baseName = (path: string) => pathSegments(path).at(-1) ?? '';
