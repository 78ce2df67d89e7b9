/**
 * Hands a file's address to the browser's own download: the server's Content-Disposition: attachment makes it a
 * saved file, not a page, so the portal stays open; the browser streams it to disk and can resume it.
 */
export function startBrowserDownload(url: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
