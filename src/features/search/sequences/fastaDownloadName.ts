/** The file name of a FASTA download: sequences_<yyyy-mm-dd>.fasta, the local date the user saved it on. */
export function fastaDownloadName(now: Date = new Date()): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `sequences_${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.fasta`;
}

/** How many records a FASTA text holds: one per header line. */
export const fastaRecordCount = (text: string) => text.split('\n').filter((line) => line.startsWith('>')).length;
