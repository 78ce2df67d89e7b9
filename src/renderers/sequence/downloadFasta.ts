import { fastaFileName, fastaText } from './sequenceFormat';

/** Saves the sequence as a FASTA file through a temporary download link. */
export function downloadFasta(header: string, sequence: string): void {
  const blob = new Blob([fastaText(header, sequence)], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fastaFileName(header);
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Revoked on the next tick: some browsers start the download asynchronously after click().
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
