import { describe, expect, it } from 'vitest';
import { citationBibtex, citationText, escapeBibtex, type CitationInput } from './citation';

const locus: CitationInput = {
  name: 'AT1G01010',
  accession: 'Locus:2200935',
  recordType: 'locus',
  key: '2200935',
  stableUrl: 'https://portal.example/locus?key=2200935',
  accessed: new Date(2026, 10, 27, 9, 30),
  locale: 'en-GB',
};

describe('the citation as text', () => {
  it('names the record, its accession, the portal, the stable URL and the day it was read', () => {
    expect(citationText(locus)).toBe(
      'AT1G01010 (Locus:2200935). The Arabidopsis Information Resource (TAIR). https://portal.example/locus?key=2200935. Accessed 27 November 2026.',
    );
  });

  it('writes the date as the reader’s locale does', () => {
    expect(citationText({ ...locus, locale: 'en-US' })).toContain('Accessed November 27, 2026.');
  });

  it('leaves the accession out when the record has none', () => {
    const text = citationText({ ...locus, name: 'AT1TE12295', accession: undefined, recordType: 'transposon' });
    expect(text).toMatch(/^AT1TE12295\. The Arabidopsis Information Resource \(TAIR\)\./);
    expect(text).not.toContain('(undefined)');
  });
});

describe('the citation as BibTeX', () => {
  it('is one @misc entry keyed by portal, record type and key, with the URL and the access date', () => {
    expect(citationBibtex(locus)).toBe(
      [
        '@misc{tair-locus-2200935,',
        '  title = {{AT1G01010}},',
        '  author = {{The Arabidopsis Information Resource (TAIR)}},',
        '  howpublished = {\\url{https://portal.example/locus?key=2200935}},',
        '  url = {https://portal.example/locus?key=2200935},',
        '  year = {2026},',
        '  urldate = {2026-11-27},',
        '  note = {TAIR accession Locus:2200935. Accessed 2026-11-27}',
        '}',
      ].join('\n'),
    );
  });

  it('escapes the characters BibTeX and LaTeX treat specially, so a name prints as written', () => {
    const entry = citationBibtex({ ...locus, name: 'pBIN_19 {50% GC} & #1 $x^2~y\\z' });
    expect(entry).toContain('title = {{pBIN\\_19 \\{50\\% GC\\} \\& \\#1 \\$x\\textasciicircum{}2\\textasciitilde{}y\\textbackslash{}z}}');
  });

  it('keeps every brace of the entry balanced, whatever the record’s text', () => {
    const entry = citationBibtex({ ...locus, name: '}}}{ {{', accession: 'Odd:{1}' });
    const unescaped = entry.replace(/\\[{}]/g, '');
    expect(unescaped.split('{').length).toBe(unescaped.split('}').length);
  });

  it('has no note of an accession when the record has none', () => {
    const entry = citationBibtex({ ...locus, accession: undefined });
    expect(entry).toContain('note = {Accessed 2026-11-27}');
    expect(entry).not.toContain('TAIR accession');
  });

  it('makes a key of letters, digits and dashes only', () => {
    expect(citationBibtex({ ...locus, recordType: 'arrayElement', key: '261585_at' })).toMatch(/^@misc\{tair-arrayelement-261585-at,/);
  });

  it('percent-encodes braces and backslashes of the URL instead of breaking the entry', () => {
    expect(citationBibtex({ ...locus, stableUrl: 'https://portal.example/x?key={a}' })).toContain('url = {https://portal.example/x?key=%7Ba%7D}');
  });
});

describe('escapeBibtex', () => {
  it('leaves ordinary text, accents and Greek letters alone', () => {
    expect(escapeBibtex('Col-0 φ80lacZΔM15, Rédei')).toBe('Col-0 φ80lacZΔM15, Rédei');
  });
});
