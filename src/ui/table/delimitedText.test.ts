import { describe, expect, it } from 'vitest';
import { downloadFileName, toDelimited } from './delimitedText';

describe('toDelimited', () => {
  it('writes a header line, then one tab-separated line per row', () => {
    expect(toDelimited(['Locus', 'Symbol'], [['AT1G01060', 'LHY'], ['AT5G10140', 'FLC']], { delimiter: '\t' })).toBe(
      'Locus\tSymbol\nAT1G01060\tLHY\nAT5G10140\tFLC\n',
    );
  });

  it('turns tabs and line breaks inside TSV values into spaces, so every row stays one line of the same columns', () => {
    expect(toDelimited(['Description'], [['MADS-box\tprotein\r\nFLOWERING LOCUS C\n']], { delimiter: '\t' })).toBe(
      'Description\nMADS-box protein FLOWERING LOCUS C\n',
    );
  });

  it('keeps empty cells so that columns stay aligned', () => {
    expect(toDelimited(['Name', 'Year', 'PubMed'], [['LHY', '', '9657153']], { delimiter: '\t' })).toBe('Name\tYear\tPubMed\nLHY\t\t9657153\n');
  });

  it('quotes CSV fields holding commas, quotes, line breaks or edge spaces, and ends lines in CRLF', () => {
    const rows = [['FLC, MAF1', 'the "late" allele\nof Col'], [' padded', 'plain']];
    expect(toDelimited(['Name', 'Note'], rows, { delimiter: ',' })).toBe('Name,Note\r\n"FLC, MAF1","the ""late"" allele\nof Col"\r\n" padded",plain\r\n');
  });

  it('writes the title line first when there is one', () => {
    expect(toDelimited(['Name', 'Note'], [], { delimiter: ',', titleLine: 'Genes matching "flc, late"' })).toBe('"Genes matching ""flc, late"""\r\nName,Note\r\n');
  });
});

describe('downloadFileName', () => {
  it('slugs the stem and adds the extension', () => {
    expect(downloadFileName('Germplasm and Clones', 'tsv')).toBe('germplasm-and-clones.tsv');
  });

  it('drops punctuation and accents', () => {
    expect(downloadFileName('  Plant Ontology (PO) — Annotations é ', 'tsv')).toBe('plant-ontology-po-annotations-e.tsv');
  });

  it('does not double the extension', () => {
    expect(downloadFileName('flc-germplasms.tsv', 'tsv')).toBe('flc-germplasms.tsv');
  });

  it('falls back to a plain name when nothing is left', () => {
    expect(downloadFileName('—', 'tsv')).toBe('table.tsv');
  });

  it('adds the local date when given, keeping the underscores of a category name', () => {
    expect(downloadFileName('genes', 'tsv', new Date(2026, 10, 25, 23, 30))).toBe('genes_2026-11-25.tsv');
    expect(downloadFileName('locus_history', '.csv', new Date(2026, 0, 5))).toBe('locus_history_2026-01-05.csv');
  });
});
