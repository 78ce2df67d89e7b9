// Download-area answers for stories and component tests, in the shapes of server/routes/downloads.ts (001 §7).
// The picture, PDF and texts are files of the demo tree, so what a story shows is what the portal serves.
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import pngDataUrl from '../data/downloads/Maps/chromosome_overview.png?inline';
import pdfDataUrl from '../data/downloads/Protocols/Floral_dip_transformation.pdf?inline';
import protocolText from '../data/downloads/Protocols/Seed_sterilization.txt?raw';

const listUrl = '*/api/download-files/list';
const fileUrl = '*/api/download-files/download';

/** A quarter to midnight UTC on 30 June: the day shown must be the UTC one wherever the reader is. */
export const LATE_JUNE_30 = '2025-06-30T23:45:00.000Z';

const file = (path: string, size: number, lastModified = LATE_JUNE_30) => ({ type: 'file', size, lastModified, path });
const dir = (path: string, lastModified = LATE_JUNE_30) => ({ type: 'dir', lastModified, path });

export const downloadListings: Readonly<Record<string, Record<string, object>>> = {
  '': {
    Genes: dir('Genes'),
    Protocols: dir('Protocols'),
    Subscriber_Data_Releases: dir('Subscriber_Data_Releases'),
  },
  Genes: {
    Gene_families: dir('Genes/Gene_families', '2024-01-15T10:00:00.000Z'),
    'Araport11_GFF3_genes.excerpt.gff.gz': file('Genes/Araport11_GFF3_genes.excerpt.gff.gz', 546, '2024-03-02T08:00:00.000Z'),
    'Araport11_functional_descriptions.excerpt.txt': file('Genes/Araport11_functional_descriptions.excerpt.txt', 2964),
    'Araport11_whole_genome_a_very_long_file_name_that_has_to_wrap_on_a_phone_screen.fasta': file(
      'Genes/Araport11_whole_genome_a_very_long_file_name_that_has_to_wrap_on_a_phone_screen.fasta',
      52_428_800,
      '2023-11-20T12:00:00.000Z',
    ),
    'README.txt': file('Genes/README.txt', 906, '2025-01-05T09:00:00.000Z'),
  },
  Protocols: {
    'Floral_dip_transformation.pdf': file('Protocols/Floral_dip_transformation.pdf', 2781),
    'README.txt': file('Protocols/README.txt', 700),
    'Seed_sterilization.txt': file('Protocols/Seed_sterilization.txt', protocolText.length),
    'chromosome_overview.png': file('Protocols/chromosome_overview.png', 19474),
    'plate_layout.xlsx': file('Protocols/plate_layout.xlsx', 8_192),
  },
  Subscriber_Data_Releases: {
    '.DS_Store': file('Subscriber_Data_Releases/.DS_Store', 6148),
    'README.txt': file('Subscriber_Data_Releases/README.txt', 512),
    'TAIR_GeneDescriptions_20250630.excerpt.txt': file('Subscriber_Data_Releases/TAIR_GeneDescriptions_20250630.excerpt.txt', 1_572_864),
  },
};

const dataUrlBytes = (dataUrl: string) => Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (character) => character.charCodeAt(0));

const TEXT = 'text/plain; charset=utf-8';

const published = new Set(Object.values(downloadListings).flatMap((listing) => Object.values(listing).map((entry) => (entry as { path: string }).path)));

function fileResponse(filePath: string | null): Response {
  if (filePath === null || !published.has(filePath)) {
    return HttpResponse.json({ error: `Nothing is published at "${filePath ?? ''}".` }, { status: 404 });
  }
  if (filePath.endsWith('.png')) return new HttpResponse(dataUrlBytes(pngDataUrl), { headers: { 'Content-Type': 'image/png' } });
  if (filePath.endsWith('.pdf')) return new HttpResponse(dataUrlBytes(pdfDataUrl), { headers: { 'Content-Type': 'application/pdf' } });
  if (filePath.endsWith('.gz')) return new HttpResponse(new Uint8Array([0x1f, 0x8b, 8, 0]), { headers: { 'Content-Type': 'application/gzip' } });
  if (filePath === 'Protocols/Seed_sterilization.txt') return new HttpResponse(protocolText, { headers: { 'Content-Type': TEXT } });
  if (/\.(txt|fasta)$/.test(filePath)) return new HttpResponse(`Demo content of ${filePath}\n`, { headers: { 'Content-Type': TEXT } });
  return new HttpResponse(new Uint8Array([0, 1, 2, 3]), { headers: { 'Content-Type': 'application/octet-stream' } });
}

export const downloadHandlers: RequestHandler[] = [
  http.get(listUrl, ({ request }) => {
    const dirParam = new URL(request.url).searchParams.get('dir') ?? '';
    const listing = downloadListings[dirParam];
    return listing ? HttpResponse.json(listing) : HttpResponse.json({ error: `Nothing is published at "${dirParam}".` }, { status: 404 });
  }),
  http.get(fileUrl, ({ request }) => fileResponse(new URL(request.url).searchParams.get('filePath'))),
];

/**
 * A text file of 50 MB answered by byte range with its total size. The part sent is kept to 64 KB (the server
 * sends the 1 MB asked for) so the story's accessibility scan stays quick; the page reads only the total.
 */
export const largeTextHandler = (): RequestHandler =>
  http.get(fileUrl, () => {
    const line = 'AT1G01010\tNAC domain containing protein 1\n';
    const body = line.repeat(Math.ceil(65_536 / line.length)).slice(0, 65_536);
    return new HttpResponse(body, { status: 206, headers: { 'Content-Type': TEXT, 'Content-Range': `bytes 0-65535/52428800` } });
  });

/** Every download call fails with 500. */
export const failingDownloadHandlers = (): RequestHandler[] =>
  [listUrl, fileUrl].map((url) => http.get(url, () => HttpResponse.json({ error: 'Internal server error.' }, { status: 500 })));

/** A folder that exists but holds nothing. */
export const emptyFolderHandler = (): RequestHandler => http.get(listUrl, () => HttpResponse.json({}));

/** The download calls never answer, to show the loading state. */
export const pendingDownloadHandlers = (): RequestHandler[] =>
  [listUrl, fileUrl].map((url) =>
    http.get(url, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  );

/** Files restricted to logged-in readers: a 401 naming where to log in (001 §7). */
export const restrictedFileHandler = (redirectUri: string): RequestHandler =>
  http.get(fileUrl, () => HttpResponse.json({ error: 'Log in to download this file.', redirectUri }, { status: 401 }));
