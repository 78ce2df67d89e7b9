import { describe, expect, it } from 'vitest';
import { toTsv, tsvCell, tsvFileName } from './toTsv';

describe('toTsv', () => {
  it('writes a header line, then one tab-separated line per row', () => {
    expect(toTsv(['Locus', 'Symbol'], [['AT1G01060', 'LHY'], ['AT5G10140', 'FLC']])).toBe(
      'Locus\tSymbol\nAT1G01060\tLHY\nAT5G10140\tFLC\n',
    );
  });

  it('turns tabs and line breaks inside values into spaces', () => {
    expect(tsvCell('MADS-box\tprotein\r\nFLOWERING LOCUS C\n')).toBe('MADS-box protein FLOWERING LOCUS C');
  });

  it('keeps empty cells so that columns stay aligned', () => {
    expect(toTsv(['Name', 'Year', 'PubMed'], [['LHY', '', '9657153']])).toBe('Name\tYear\tPubMed\nLHY\t\t9657153\n');
  });
});

describe('tsvFileName', () => {
  it('slugs the label and ends with .tsv', () => {
    expect(tsvFileName('Germplasm and Clones')).toBe('germplasm-and-clones.tsv');
  });

  it('drops punctuation and accents', () => {
    expect(tsvFileName("  Plant Ontology (PO) — Annotations é ")).toBe('plant-ontology-po-annotations-e.tsv');
  });

  it('does not double the extension', () => {
    expect(tsvFileName('flc-germplasms.tsv')).toBe('flc-germplasms.tsv');
  });

  it('falls back to a plain name when nothing is left', () => {
    expect(tsvFileName('—')).toBe('table.tsv');
  });
});
