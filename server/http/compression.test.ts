// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateLargeLocus, LARGE_LOCUS_ID } from '../../data/records/locus/fixtures/largeLocus';
import { buildServer } from '../app';
import { recordStore } from '../db/records';
import { downloadsDirectory } from '../downloads/config';
import { seedNews } from '../news/seed';
import { listenOnLoopback, tempDir, type TempDir } from '../testing';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';
import { decoded, rawGet, varyTokens } from './rawHttp.testSupport';

const LOCUS = `/api/detail/locus?key=${LARGE_LOCUS_ID}`;
const TEXT_DOWNLOAD = 'Genes/Araport11_functional_descriptions.excerpt.txt';
const GZIP_DOWNLOAD = 'Genes/Araport11_GFF3_genes.excerpt.gff.gz';
const download = (file: string) => `/api/download-files/download?filePath=${encodeURIComponent(file)}`;
const downloadOnDisk = (file: string) => readFileSync(path.join(downloadsDirectory(), ...file.split('/')));

describe('API answers are compressed for clients that accept it', () => {
  let temp: TempDir;
  let app: FastifyInstance;
  let origin: string;
  const locusBody = JSON.stringify(generateLargeLocus());

  beforeAll(async () => {
    temp = tempDir();
    // Loopback is a subscribed institution by default, so these anonymous requests may read records.
    app = buildServer({ databaseFile: temp.file('portal.sqlite') });
    recordStore(app.db).insert({ type: 'locus', id: String(LARGE_LOCUS_ID), name: 'AT4G36920', accession: null, body: locusBody });
    await seedNews(app.store);
    origin = await listenOnLoopback(app);
  });
  afterAll(async () => {
    await app?.close();
    temp?.remove();
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
  ])('sends the 2.6 MB locus to "%s" as %s, a small fraction of its size, decompressing to the same JSON', async (accept, encoding) => {
    const answer = await rawGet(origin, LOCUS, { 'accept-encoding': accept });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(varyTokens(answer)).toContain('accept-encoding');
    expect(answer.bytes.length).toBeLessThan(locusBody.length / 8);
    expect(decoded(answer).toString()).toBe(locusBody);
  });

  it('sends the locus uncompressed to a client that accepts no compression', async () => {
    const answer = await rawGet(origin, LOCUS);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.bytes.toString()).toBe(locusBody);
  });

  it(`leaves answers under ${COMPRESSION_THRESHOLD_BYTES} bytes uncompressed`, async () => {
    const answer = await rawGet(origin, '/api/detail/locus/name?name=AT4G36920', { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.bytes.toString())).toEqual({ data: String(LARGE_LOCUS_ID) });
  });

  it('compresses an RSS feed', async () => {
    const plain = await rawGet(origin, '/api/news/breakingnews/rss');
    expect(plain.bytes.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const answer = await rawGet(origin, '/api/news/breakingnews/rss', { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/xml/);
    expect(decoded(answer).toString()).toBe(plain.bytes.toString());
  });

  it('compresses a streamed text download, decompressing to the file', async () => {
    const answer = await rawGet(origin, download(TEXT_DOWNLOAD), { 'accept-encoding': 'gzip, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-disposition']).toMatch(/attachment/);
    expect(decoded(answer).equals(downloadOnDisk(TEXT_DOWNLOAD))).toBe(true);
  });

  it('sends a .gz download as the file itself, never compressed again', async () => {
    const answer = await rawGet(origin, download(GZIP_DOWNLOAD), { 'accept-encoding': 'gzip, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.bytes.equals(downloadOnDisk(GZIP_DOWNLOAD))).toBe(true);
  });

  it('answers a download asked for by byte range with the file’s own bytes, never a compressed body', async () => {
    const file = downloadOnDisk(TEXT_DOWNLOAD);
    const answer = await rawGet(origin, download(TEXT_DOWNLOAD), { 'accept-encoding': 'gzip, br', range: 'bytes=0-99' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    // The download call sends whole files (200); were it to honour the range (206), those would be the bytes.
    expect(answer.bytes.equals(answer.status === 206 ? file.subarray(0, 100) : file)).toBe(true);
  });
});
