// Content types of the published files, by extension. Text formats of the data releases (GFF, FASTA, GAF, …) are
// served as plain text so a browser can show them; markup and scripts (HTML, SVG, JS) are never given a type a
// browser would run — they fall to application/octet-stream like any unknown extension.
import path from 'node:path';

const TEXT = 'text/plain; charset=utf-8';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.txt': TEXT,
  '.text': TEXT,
  '.md': TEXT,
  '.gff': TEXT,
  '.gff3': TEXT,
  '.gtf': TEXT,
  '.gaf': TEXT,
  '.obo': TEXT,
  '.fa': TEXT,
  '.fas': TEXT,
  '.fasta': TEXT,
  '.fna': TEXT,
  '.faa': TEXT,
  '.pl': TEXT,
  '.py': TEXT,
  '.r': TEXT,
  '.tsv': 'text/tab-separated-values; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.gz': 'application/gzip',
  '.zip': 'application/zip',
  '.tar': 'application/x-tar',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
};

export const OCTET_STREAM = 'application/octet-stream';

export function contentTypeOf(fileName: string): string {
  return CONTENT_TYPES[path.extname(fileName).toLowerCase()] ?? OCTET_STREAM;
}

/** A Content-Disposition value naming the file: an ASCII fallback and the exact UTF-8 name (RFC 6266). */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
