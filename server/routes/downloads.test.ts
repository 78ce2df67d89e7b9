// @vitest-environment node
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { downloadsDirectory } from '../downloads/config';
import type { DownloadEntry } from '../downloads/listing';
import { tempDir, type TempDir } from '../testing';

// 001 §2.5: the download folders, with underscores for spaces (Microarray Data is dir=Microarrays).
const FOLDERS = [
  'Genes', 'GO_and_PO_Annotations', 'Maps', 'Microarrays', 'Pathways', 'Polymorphisms_and_Phenotypes', 'Proteins',
  'Protocols', 'Public_Data_Releases', 'Subscriber_Data_Releases', 'Publications', 'Sequences', 'Software',
  'User_Requests',
];

describe('download area over the demo tree', () => {
  let temp: TempDir;
  let app: FastifyInstance;
  const root = downloadsDirectory();
  const onDisk = (relative: string) => path.join(root, ...relative.split('/'));

  beforeAll(async () => {
    temp = tempDir();
    app = buildServer({ databaseFile: temp.file('portal.sqlite') });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    temp?.remove();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });
  const list = async (dir?: string) => {
    const response = await get(dir === undefined ? '/api/download-files/list' : `/api/download-files/list?dir=${encodeURIComponent(dir)}`);
    expect(response.statusCode, dir).toBe(200);
    return response.json<Record<string, DownloadEntry>>();
  };
  const download = (filePath: string) => get(`/api/download-files/download?filePath=${encodeURIComponent(filePath)}`);

  it('the root lists the 14 folders of the download menu, as directories', async () => {
    const entries = await list();
    expect(Object.keys(entries).sort()).toEqual([...FOLDERS].sort());
    for (const name of FOLDERS) expect(entries[name]).toMatchObject({ type: 'dir', path: name });
    expect(await list('')).toEqual(entries);
  });

  it.each(FOLDERS)('%s holds a README.txt and one to five files or folders of data', async (folder) => {
    const entries = await list(folder);
    expect(entries['README.txt']).toMatchObject({ type: 'file' });
    const others = Object.keys(entries).filter((name) => name !== 'README.txt');
    expect(others.length).toBeGreaterThanOrEqual(1);
    expect(others.length).toBeLessThanOrEqual(5);
  });

  it('files carry type file, their size in bytes, lastModified and their path from the root', async () => {
    const entries = await list('Genes');
    expect(entries['Gene_families']).toMatchObject({ type: 'dir', path: 'Genes/Gene_families' });
    for (const entry of Object.values(entries)) {
      if (entry.type !== 'file') continue;
      const stats = statSync(onDisk(entry.path));
      expect(entry.path).toBe(`Genes/${entry.name}`);
      expect(entry.size).toBe(stats.size);
      expect(new Date(entry.lastModified).getTime()).toBe(stats.mtime.getTime());
    }
  });

  it('nested folders list as directories and open by their path', async () => {
    const annotations = await list('GO_and_PO_Annotations');
    expect(annotations['Gene_Ontology_Annotations']).toMatchObject({ type: 'dir', path: 'GO_and_PO_Annotations/Gene_Ontology_Annotations' });
    const inner = await list('GO_and_PO_Annotations/Gene_Ontology_Annotations/');
    expect(inner['gene_association.tair.excerpt.gz']).toMatchObject({
      type: 'file',
      path: 'GO_and_PO_Annotations/Gene_Ontology_Annotations/gene_association.tair.excerpt.gz',
    });
  });

  // The two old file addresses still cited elsewhere (000 §2.2, src/app/legacy) name files of this tree.
  it.each(['Genes/gene_aliases_20140331.txt', 'Genes/Gene_families/gene_families_sep_29_09_update.txt'])(
    'the file an old address leads to is published: %s',
    async (file) => {
      const response = await download(file);
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/^[^\n]+\t[^\n]+\n(AT[1-5]G\d{5}|[^\n]*AT[1-5]G\d{5})/);
    },
  );

  it('subscriber releases hold a README.txt and a data file', async () => {
    const entries = Object.values(await list('Subscriber_Data_Releases'));
    expect(entries.map((entry) => entry.name)).toContain('README.txt');
    expect(entries.filter((entry) => entry.type === 'file' && entry.name !== 'README.txt').length).toBeGreaterThan(0);
  });

  it('serves a text file with its content type, length and a download file name', async () => {
    const response = await download('Genes/README.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="README.txt"; filename*=UTF-8''README.txt`);
    expect(Number(response.headers['content-length'])).toBe(statSync(onDisk('Genes/README.txt')).size);
    expect(response.body).toBe(readFileSync(onDisk('Genes/README.txt'), 'utf8'));
  });

  it('serves a .gz file as gzip bytes, untouched (no content encoding), that decompress to the data', async () => {
    const file = 'Genes/Araport11_GFF3_genes.excerpt.gff.gz';
    const response = await download(file);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(readFileSync(onDisk(file)))).toBe(true);
    expect(gunzipSync(response.rawPayload).toString('utf8')).toMatch(/^##gff-version 3\n/);
  });

  it.each([
    ['Protocols/Floral_dip_transformation.pdf', 'application/pdf', '%PDF-'],
    ['Maps/chromosome_overview.png', 'image/png', '\x89PNG\r\n\x1a\n'],
  ])('serves %s as %s, byte for byte', async (file, contentType, signature) => {
    const response = await download(file);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(contentType);
    expect(response.headers['content-disposition']).toContain(`filename="${path.basename(file)}"`);
    expect(response.rawPayload.subarray(0, signature.length).toString('latin1')).toBe(signature);
    expect(response.rawPayload.equals(readFileSync(onDisk(file)))).toBe(true);
  });

  it.each([
    ['no filePath', '/api/download-files/download', 400],
    ['an empty filePath', '/api/download-files/download?filePath=', 400],
    ['a folder as filePath', '/api/download-files/download?filePath=Genes', 400],
    ['a file as dir', '/api/download-files/list?dir=Genes%2FREADME.txt', 400],
    ['a repeated dir', '/api/download-files/list?dir=Genes&dir=Maps', 400],
    ['a missing file', '/api/download-files/download?filePath=Genes%2Fno_such_file.txt', 404],
    ['a missing folder', '/api/download-files/list?dir=Chloroplast_Genomes', 404],
    ['a file under a file', '/api/download-files/download?filePath=Genes%2FREADME.txt%2Fmore', 404],
  ])('%s → %i { error }', async (_, url, status) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });
});
