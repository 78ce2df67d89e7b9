// @vitest-environment node
// Which files of the download area are premium, over a real folder with symbolic links: a file is premium when the
// path asked for or the place it really leads to lies under Subscriber_Data_Releases, and is charged by where it
// really is, so one file is paid once whatever path names it.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir, type TempDir } from '../testing';
import { downloadAreaFile, type ContentSources } from './contentReads';

describe('premium files of the download area', () => {
  let root: TempDir;
  beforeAll(() => {
    root = tempDir('portal-premium-');
    mkdirSync(root.file('Subscriber_Data_Releases'));
    mkdirSync(root.file('Public_Data_Releases'));
    writeFileSync(root.file('Subscriber_Data_Releases/release.txt'), 'premium');
    writeFileSync(root.file('Subscriber_Data_Releases/README.txt'), 'about the releases');
    writeFileSync(root.file('Public_Data_Releases/open.txt'), 'free');
    symlinkSync('../Subscriber_Data_Releases/release.txt', root.file('Public_Data_Releases/alias.txt'));
    symlinkSync('../Public_Data_Releases/open.txt', root.file('Subscriber_Data_Releases/open-copy.txt'));
  });
  afterAll(() => root.remove());

  const readsOf = (filePath: string) =>
    downloadAreaFile(
      { routeOptions: { url: '/api/download-files/download' }, query: { filePath }, headers: {} } as unknown as FastifyRequest,
      { downloadsRoot: root.dir } as ContentSources,
    );

  it('charges a subscriber release by its path', async () => {
    expect(await readsOf('Subscriber_Data_Releases/release.txt')).toEqual([{ type: 'download', key: 'Subscriber_Data_Releases/release.txt' }]);
  });

  it('charges a subscriber release reached through a public folder’s link, as the same file', async () => {
    expect(await readsOf('Public_Data_Releases/alias.txt')).toEqual([{ type: 'download', key: 'Subscriber_Data_Releases/release.txt' }]);
  });

  it('keeps a file listed among the subscriber releases premium wherever it really is', async () => {
    expect(await readsOf('Subscriber_Data_Releases/open-copy.txt')).toEqual([{ type: 'download', key: 'Public_Data_Releases/open.txt' }]);
  });

  it('leaves public files, the releases’ README.txt and paths that serve nothing public', async () => {
    for (const filePath of ['Public_Data_Releases/open.txt', 'Subscriber_Data_Releases/README.txt', 'Subscriber_Data_Releases', 'Subscriber_Data_Releases/none.txt', '../x']) {
      expect(await readsOf(filePath), filePath).toBe('public');
    }
  });
});
