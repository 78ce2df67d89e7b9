// 002 §2.4: the 'Download TSV' file — a header line of column headers, then one line per row.

/** A value made safe for one TSV cell: tabs and line breaks inside it become spaces. */
export function tsvCell(text: string): string {
  return text.replace(/[\t\r\n]+/g, ' ').trim();
}

export function toTsv(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  return [headers, ...rows].map((cells) => cells.map(tsvCell).join('\t')).join('\n') + '\n';
}

/** 'Germplasm and Clones' → 'germplasm-and-clones.tsv'. */
export function tsvFileName(stem: string): string {
  const slug = stem
    .replace(/\.tsv$/i, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'table'}.tsv`;
}
