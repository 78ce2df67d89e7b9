import { describe, expect, it } from 'vitest';
import { linesToSemicolons, normaliseGeneList, readListFile } from './geneList';

describe('001 §5 gene list', () => {
  it('upper-cases, removes carriage returns, trims, drops empty entries and joins with semicolons', () => {
    expect(normaliseGeneList('at1g01010\r\n  At1g01020  \r\n\r\n\nAT1G01030\n')).toBe('AT1G01010;AT1G01020;AT1G01030');
  });

  it('reads gene model ids and lists separated by semicolons, commas or tabs', () => {
    expect(normaliseGeneList('at1g01010.1;AT1G01020.2, at5g67640.1\tAT2G01008')).toBe('AT1G01010.1;AT1G01020.2;AT5G67640.1;AT2G01008');
  });

  it('gives nothing for a blank list', () => {
    expect(normaliseGeneList(' \r\n \n')).toBe('');
  });

  it('turns the lines of a protein list into semicolon-separated entries, leaving their case', () => {
    expect(linesToSemicolons('AT1G01010.1\r\n\nat1g01020\n')).toBe('AT1G01010.1;at1g01020');
  });
});

describe('a gene list read from a file', () => {
  it('gives the text of a plain list', async () => {
    expect(await readListFile(new File(['AT1G01010\nAT1G01020\n'], 'loci.txt', { type: 'text/plain' }))).toEqual({ text: 'AT1G01010\nAT1G01020\n' });
  });

  it('refuses a file that is not plain text, saying what to do', async () => {
    const read = await readListFile(new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0x41])], 'loci.xlsx'));
    expect(read).toEqual({ error: 'The file loci.xlsx is not a plain text list. Save the list as text (.txt or .csv) and choose it again.' });
  });

  it('refuses a file over 1 MB', async () => {
    const read = await readListFile(new File(['A'.repeat(1_000_001)], 'huge.txt'));
    expect('error' in read && read.error).toMatch(/^The file huge\.txt is too large for a gene list \(at most 1 MB/);
  });
});
