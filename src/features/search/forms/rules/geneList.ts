// 001 §5: gene list text is upper-cased, carriage returns removed, lines joined with semicolons, each id trimmed and
// empty entries dropped. Spaces, tabs and commas also separate ids, since lists pasted from spreadsheets carry them.

/** 'at1g01010\r\n AT1G01020 \n\n' → 'AT1G01010;AT1G01020'. */
export function normaliseGeneList(text: string): string {
  return text
    .toUpperCase()
    .replaceAll('\r', '')
    .split(/[\n;,\t ]+/)
    .map((id) => id.trim())
    .filter((id) => id !== '')
    .join(';');
}

/** 001 §5 (protein): each line of the list becomes one entry, joined with semicolons; blank lines are dropped. */
export function linesToSemicolons(text: string): string {
  return text
    .replaceAll('\r', '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(';');
}

/** The largest list file read into the form (a list of 10,000 AGI gene ids is about 120 KB). */
export const MAX_LIST_FILE_BYTES = 1_000_000;

/** The text of an uploaded list file, or a sentence saying why it cannot be used. */
export async function readListFile(file: File): Promise<{ text: string } | { error: string }> {
  if (file.size > MAX_LIST_FILE_BYTES) {
    return { error: `The file ${file.name} is too large for a gene list (at most 1 MB; it has ${Math.ceil(file.size / 1024).toLocaleString('en')} KB).` };
  }
  const text = await file.text();
  // A text list holds no NUL characters; a spreadsheet or word-processor file does.
  if (text.includes('\u0000')) return { error: `The file ${file.name} is not a plain text list. Save the list as text (.txt or .csv) and choose it again.` };
  return { text };
}
