import { describe, expect, it } from 'vitest';
import type { FieldOfKind } from '../../engine/config/format';
import { domainModel, domainSummary, stackRows } from './domainModel';
import { rulerTicks } from './rulerTicks';

const field: FieldOfKind<'domainArchitecture'> = {
  kind: 'domainArchitecture',
  label: 'Domain Architecture',
  length: 'length',
  start: 'from',
  end: 'to',
  text: '{name}',
  href: 'https://db.example.org/{id}',
};

const model = (domains: unknown[], length: unknown = 500) => domainModel(field, domains, { length });

describe('stackRows', () => {
  it('puts overlapping domains in separate rows and reuses a row once it is free', () => {
    const rows = stackRows([
      { start: 1, end: 100 },
      { start: 50, end: 150 },
      { start: 101, end: 200 },
      { start: 120, end: 130 },
    ]).map((domain) => domain.row);
    expect(rows).toEqual([0, 1, 0, 2]);
  });

  it('never puts two domains on the same residue in one row (touching ends overlap)', () => {
    expect(stackRows([{ start: 1, end: 10 }, { start: 10, end: 20 }]).map((domain) => domain.row)).toEqual([0, 1]);
  });
});

describe('domainModel', () => {
  it('numbers domains by start, the longer first when two start together, and fills labels and links', () => {
    const result = model([
      { from: 200, to: 300, name: 'B', id: 'IPR2' },
      { from: 10, to: 50, name: 'A short', id: 'IPR1' },
      { from: 10, to: 90, name: 'A long', id: 'IPR3' },
    ]);
    expect(result?.drawn.map((domain) => [domain.key, domain.label, domain.row])).toEqual([
      [1, 'A long', 0],
      [2, 'A short', 1],
      [3, 'B', 0],
    ]);
    expect(result?.drawn[0]?.href).toBe('https://db.example.org/IPR3');
    expect(result?.rows).toBe(2);
  });

  it('leaves out of the drawing domains with missing, reversed, non-numeric or out-of-sequence positions', () => {
    const result = model([
      { from: 10, to: 50, name: 'good' },
      { from: null, to: 50, name: 'missing' },
      { from: 90, to: 60, name: 'reversed' },
      { from: 'x', to: 60, name: 'text' },
      { from: 450, to: 501, name: 'past the end' },
      { from: 0, to: 10, name: 'zero' },
    ]);
    expect(result?.drawn.map((domain) => domain.label)).toEqual(['good']);
    expect(result?.notDrawn.map((domain) => domain.label)).toEqual(['past the end', 'missing', 'reversed', 'text', 'zero']);
  });

  it('ends the ruler at the last domain when the length is unknown', () => {
    expect(model([{ from: 10, to: 77, name: 'A' }], null)?.length).toBe(77);
  });

  it('has nothing to draw for no domains', () => {
    expect(model([])).toBeUndefined();
    expect(domainModel(field, null, {})).toBeUndefined();
  });

  it('names a domain without a label', () => {
    expect(model([{ from: 1, to: 5 }])?.drawn[0]?.label).toBe('Unnamed domain');
  });

  it('summarises counts, rows and what was left out', () => {
    const result = model([
      { from: 1, to: 100, name: 'A' },
      { from: 50, to: 120, name: 'B' },
      { from: null, to: 3, name: 'C' },
    ]);
    expect(result && domainSummary(result)).toBe(
      '2 domains on 500 residues; overlapping domains stacked in 2 rows; 1 domain not drawn (positions unknown or beyond the sequence).',
    );
  });
});

describe('rulerTicks', () => {
  it('starts at 1, ends at the length and steps by round numbers that leave room for their labels', () => {
    expect(rulerTicks(429, 776)).toEqual([1, 50, 100, 150, 200, 250, 300, 350, 429]);
    expect(rulerTicks(429, 319)).toEqual([1, 100, 200, 300, 429]);
  });

  it('lets a round tick next to the end give way to the end', () => {
    expect(rulerTicks(405, 319)).toEqual([1, 100, 200, 300, 405]);
    expect(rulerTicks(402, 319)).toEqual([1, 100, 200, 300, 402]);
  });

  it('has a single tick for a one-residue sequence', () => {
    expect(rulerTicks(1, 300)).toEqual([1]);
  });
});
