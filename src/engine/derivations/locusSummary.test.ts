import { describe, expect, it } from 'vitest';
import { locusSymbols, locusTranscripts, locusUpdateHistory } from './locusSummary';

const symbols = [
  { name: 'ANAC001', fullName: 'NAC domain containing protein 1' },
  { name: 'NAC001', fullName: 'NAC domain containing protein 1' },
  { name: 'NTL10', fullName: 'NAC transcription factor-like 10' },
];

describe('locusSymbols', () => {
  it("flags the representative gene's symbol as Primary and lists it first", () => {
    const rows = locusSymbols({ symbols, repGene: { symbol: 'NAC001' } });
    expect(rows.map((row) => [row.name, row.primary])).toEqual([
      ['NAC001', 'Primary'],
      ['ANAC001', ''],
      ['NTL10', ''],
    ]);
  });

  it('flags the first symbol when the representative gene has none', () => {
    expect(locusSymbols({ symbols }).map((row) => row.primary)).toEqual(['Primary', '', '']);
  });

  it('gives no rows without symbols and never throws', () => {
    for (const record of [null, {}, { symbols: 'NAC001' }, { symbols: [null, 3] }]) expect(locusSymbols(record)).toEqual([]);
  });
});

describe('locusTranscripts', () => {
  it('lists the representative gene model first, then the other models once each', () => {
    const rows = locusTranscripts({
      repGene: { name: 'AT1G01060.1', geneId: 10, geneModelType: 'protein_coding' },
      otherGenes: [
        { name: 'AT1G01060.1', geneId: 10, isSpliceVariant: 'F' },
        { name: 'AT1G01060.2', geneId: 11, isSpliceVariant: 'T' },
      ],
    });
    expect(rows).toEqual([
      { name: 'AT1G01060.1', geneId: 10, geneModelType: 'protein_coding', representative: true, isSpliceVariant: false },
      { name: 'AT1G01060.2', geneId: 11, geneModelType: undefined, representative: false, isSpliceVariant: true },
    ]);
  });

  it('gives no rows without gene models', () => {
    expect(locusTranscripts({ repGene: null, otherGenes: [] })).toEqual([]);
    expect(locusTranscripts('AT1G01060')).toEqual([]);
  });
});

describe('locusUpdateHistory', () => {
  it("joins the locus' own updates and those that affected it, oldest first", () => {
    const rows = locusUpdateHistory({
      updateHistories: [{ name: 'AT1G01010', updateType: 'rename', date: '2010-12-01' }],
      affectedByHistories: [{ name: 'AT1G01015', updateType: 'merge', date: '2004-06-30' }],
    });
    expect(rows.map((row) => row.name)).toEqual(['AT1G01015', 'AT1G01010']);
  });

  it("shows 'obsolete' for an obsoleting update or an obsolete flag, otherwise 'in use'", () => {
    const rows = locusUpdateHistory({
      updateHistories: [
        { name: 'A', updateType: 'obsolete', date: '2001-01-01' },
        { name: 'B', updateType: 'merge', isObsolete: 'T', date: '2002-01-01' },
        { name: 'C', updateType: 'obsolete', isObsolete: false, date: '2003-01-01' },
        { name: 'D', updateType: 'new', date: '2004-01-01' },
      ],
    });
    expect(rows.map((row) => row.status)).toEqual(['obsolete', 'obsolete', 'in use', 'in use']);
  });

  it('keeps undated entries, after the dated ones', () => {
    const rows = locusUpdateHistory({ updateHistories: [{ name: 'undated' }, { name: 'dated', date: 1104537600000 }] });
    expect(rows.map((row) => row.name)).toEqual(['dated', 'undated']);
  });

  it('gives no rows without history and never throws', () => {
    for (const record of [null, { updateHistories: 'x', affectedByHistories: 5 }]) expect(locusUpdateHistory(record)).toEqual([]);
  });
});
