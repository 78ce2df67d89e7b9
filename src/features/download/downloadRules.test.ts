import { describe, expect, it } from 'vitest';
import type { DownloadItem } from './downloadApi';
import { formatModified, formatSize } from './downloadFormat';
import { baseName, fileRoute, folderLabel, listRoute, parentDirectory } from './downloadPaths';
import { isPremiumPath } from '../../../contracts/download/premiumRule';
import { sortItems } from './sortItems';

describe('file sizes (001 §9): KB without decimals under 1024 KB, else MB', () => {
  it.each([
    [0, '0 KB'],
    [300, '1 KB'],
    [906, '1 KB'],
    [2964, '3 KB'],
    [19_474, '19 KB'],
    [1024 * 1023, '1023 KB'],
    [1024 * 1024, '1.00 MB'],
    [1_572_864, '1.50 MB'],
    [52_428_800, '50.00 MB'],
  ])('%i bytes → %s', (bytes, shown) => {
    expect(formatSize(bytes)).toBe(shown);
  });
});

describe('modified dates (001 §9): short month, day, year in UTC', () => {
  it.each([
    ['2025-06-30T23:45:00.000Z', 'Jun 30, 2025'],
    ['2025-07-01T00:15:00.000Z', 'Jul 1, 2025'],
    ['2024-01-05T09:00:00+09:00', 'Jan 5, 2024'],
    ['2024-01-05T01:00:00+09:00', 'Jan 4, 2024'],
  ])('%s → %s', (iso, shown) => {
    expect(formatModified(iso)).toBe(shown);
  });

  it('shows nothing for a date it cannot read', () => {
    expect(formatModified('yesterday')).toBe('');
  });
});

describe('premium mark (001 §2.5)', () => {
  it.each([
    ['Subscriber_Data_Releases', true],
    ['Subscriber_Data_Releases/TAIR_GeneDescriptions_20250630.excerpt.txt', true],
    ['Subscriber_Data_Releases/TAIR_Data_20250630/Locus_Published.txt', true],
    ['Subscriber_Data_Releases/README.txt', false],
    ['Subscriber_Data_Releases/.DS_Store', false],
    ['Subscriber_Data_Releases/TAIR_Data_20250630/README.txt', false],
    ['Public_Data_Releases/TAIR_Data_20240630/Locus_Published_20240630.txt', false],
    ['Genes/Subscriber_Data_Releases_notes.txt', false],
  ])('%s → %s', (path, premium) => {
    expect(isPremiumPath(path)).toBe(premium);
  });
});

describe('download addresses', () => {
  it('lists a folder by dir and opens a file by path, encoded as query values', () => {
    expect(listRoute('GO_and_PO_Annotations/Gene_Ontology_Annotations')).toBe('/download/list?dir=GO_and_PO_Annotations%2FGene_Ontology_Annotations');
    expect(listRoute('')).toBe('/download/list?dir=');
    expect(fileRoute('Genes/README.txt')).toBe('/download/file?path=Genes%2FREADME.txt');
    expect(fileRoute('/Genes//a b.txt', { forceDownload: true })).toBe('/download/file?path=Genes%2Fa+b.txt&force_download=true');
  });

  it('knows a path’s folder, its name, and how a folder reads', () => {
    expect(parentDirectory('Genes/Gene_families/x.txt')).toBe('Genes/Gene_families');
    expect(parentDirectory('README.txt')).toBe('');
    expect(baseName('Genes/README.txt')).toBe('README.txt');
    expect(folderLabel('Polymorphisms_and_Phenotypes')).toBe('Polymorphisms and Phenotypes');
  });
});

describe('sorting a folder', () => {
  const items: DownloadItem[] = [
    { name: 'b.txt', type: 'file', size: 5000, lastModified: '2024-01-01T00:00:00Z', path: 'b.txt' },
    { name: 'Zeta', type: 'dir', lastModified: '2020-01-01T00:00:00Z', path: 'Zeta' },
    { name: 'a10.txt', type: 'file', size: 10, lastModified: '2025-01-01T00:00:00Z', path: 'a10.txt' },
    { name: 'a9.txt', type: 'file', size: 900, lastModified: '2023-01-01T00:00:00Z', path: 'a9.txt' },
    { name: 'alpha', type: 'dir', lastModified: '2021-01-01T00:00:00Z', path: 'alpha' },
  ];
  const names = (sorted: DownloadItem[]) => sorted.map((item) => item.name);

  it('by name, numbers in order, folders first either way', () => {
    expect(names(sortItems(items, 'name', 'asc'))).toEqual(['alpha', 'Zeta', 'a9.txt', 'a10.txt', 'b.txt']);
    expect(names(sortItems(items, 'name', 'desc'))).toEqual(['Zeta', 'alpha', 'b.txt', 'a10.txt', 'a9.txt']);
  });

  it('by size and by date', () => {
    expect(names(sortItems(items, 'size', 'desc')).slice(2)).toEqual(['b.txt', 'a9.txt', 'a10.txt']);
    expect(names(sortItems(items, 'date', 'asc'))).toEqual(['Zeta', 'alpha', 'a9.txt', 'b.txt', 'a10.txt']);
  });
});
