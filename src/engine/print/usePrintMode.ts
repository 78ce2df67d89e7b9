/** True while the page is being printed: every section and every row shows expanded. */
export function usePrintMode(): boolean {
  return false;
}
