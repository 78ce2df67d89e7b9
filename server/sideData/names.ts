// The names side-data paths may hold. A request is matched against these patterns and only a name rebuilt from
// the match ever reaches the file system, so no request text can become a path.

/** '{locusName}.json' (002 §7), the AGI in any case: AT[1-5CM]G + five digits. Answers the upper-cased AGI. */
export function locusFromFileName(fileName: string): string | undefined {
  return /^(AT[1-5CM]G\d{5})\.json$/i.exec(fileName)?.[1]?.toUpperCase();
}

export interface PantherDownload {
  treeId: string;
  kind: 'ortholog' | 'paralog';
}

/** '{treeId}_ortholog.txt' or '{treeId}_paralog.txt', the tree id a PANTHER family id such as PTHR31719. */
export function pantherDownloadFromFileName(fileName: string): PantherDownload | undefined {
  const match = /^(PTHR\d{5,6})_(ortholog|paralog)\.txt$/i.exec(fileName);
  if (!match) return undefined;
  return { treeId: match[1]!.toUpperCase(), kind: match[2]!.toLowerCase() as PantherDownload['kind'] };
}

/** The static JSON lists (001 §7, 002 §7), by the file name they are served under. */
export const STATIC_LISTS: ReadonlySet<string> = new Set([
  'microarray-experiments.json',
  'germplasm-ecotypes.json',
  'polymorphism-ecotypes.json',
]);
