import { describe, expect, it } from 'vitest';
import { fastaDownloadName, fastaRecordCount } from './fastaDownloadName';

describe('FASTA download', () => {
  it('names the file by the local date it was saved on', () => {
    expect(fastaDownloadName(new Date(2026, 2, 7, 15, 30))).toBe('sequences_2026-03-07.fasta');
  });

  it('counts one record per header line', () => {
    expect(fastaRecordCount('>AT1G01010.1\nATG\n>AT1G01020.1\nATG\n')).toBe(2);
    expect(fastaRecordCount('')).toBe(0);
  });
});
