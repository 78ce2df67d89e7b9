import { saveTextFile } from '../../ui/saveTextFile';
import { fastaFileName, fastaText } from './sequenceFormat';

/** Saves the sequence as a FASTA file. */
export function downloadFasta(header: string, sequence: string): void {
  saveTextFile(fastaFileName(header), fastaText(header, sequence));
}
