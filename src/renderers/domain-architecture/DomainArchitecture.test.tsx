import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './DomainArchitecture.stories';

const { Populated, ManyOverlapping, OneDomain, NoDomains, BadPositions, WithoutLength } = composeStories(stories);

const figure = () => screen.getByRole('group', { name: /^Domain Architecture: N-terminus left/ });
const listed = (name: string | RegExp) =>
  within(screen.getByRole('list', { name })).getAllByRole('listitem').map((item) => item.textContent);
const rowsOf = (svg: Element) => new Set(Array.from(svg.querySelectorAll('rect[data-domain]'), (rect) => rect.getAttribute('y'))).size;

describe('DomainArchitecture', () => {
  it('titles and describes the drawing for screen readers', () => {
    render(<Populated />);
    expect(figure()).toHaveAccessibleName('Domain Architecture: N-terminus left, C-terminus right');
    expect(figure()).toHaveAccessibleDescription('2 domains on 429 residues; overlapping domains stacked in 2 rows.');
  });

  it('links each box to its InterPro entry, reachable with the Tab key, named with its residues and source', async () => {
    render(<Populated />);
    const boxes = within(figure()).getAllByRole('link');
    expect(boxes.map((link) => link.getAttribute('aria-label'))).toEqual([
      '1. NAC domain superfamily, residues 9–164 (SUPERFAMILY SSF101941)',
      '2. NAC domain, residues 14–160 (PROSITE profiles PS51005)',
    ]);
    expect(boxes[1]).toHaveAttribute('href', 'https://www.ebi.ac.uk/interpro/entry/InterPro/IPR003441');
    expect(boxes[1]).toHaveAttribute('target', '_blank');
    await userEvent.tab();
    expect(boxes[0]).toHaveFocus();
  });

  it('stacks the two overlapping hits in two rows and labels boxes wide enough for their names', () => {
    render(<Populated />);
    expect(rowsOf(figure())).toBe(2);
    expect(Array.from(figure().querySelectorAll('a text'), (text) => text.textContent)).toEqual(['NAC domain superfamily', 'NAC domain']);
  });

  it('draws a ruler from 1 to the sequence length', () => {
    render(<Populated />);
    const ticks = Array.from(figure().querySelectorAll('[data-ruler] text'), (text) => text.textContent);
    expect(ticks[0]).toBe('1');
    expect(ticks.at(-1)).toBe('429');
  });

  it('lists every domain in words, with its link, residues and source', () => {
    render(<Populated />);
    expect(listed('Domains in the drawing')).toEqual([
      '1NAC domain superfamily, residues 9–164 — SUPERFAMILY SSF101941',
      '2NAC domain, residues 14–160 — PROSITE profiles PS51005',
    ]);
    expect(screen.getByRole('link', { name: 'NAC domain' })).toHaveAttribute('href', 'https://www.ebi.ac.uk/interpro/entry/InterPro/IPR003441');
  });

  it('stacks many overlapping hits in rows; boxes too narrow for a name show its number, the list names it', () => {
    render(<ManyOverlapping />);
    expect(rowsOf(figure())).toBe(4);
    const boxTexts = Array.from(figure().querySelectorAll('a'), (link) => link.querySelector('text')?.textContent ?? '');
    // The 13-residue active site is too narrow for its name at 800 px: its number stands in.
    expect(boxTexts[5]).toBe('6');
    expect(listed('Domains in the drawing')[5]).toMatch(/^6Serine\/threonine-protein kinase, active site, residues 180–192/);
    expect(listed('Domains in the drawing')).toHaveLength(9);
  });

  it('draws a single domain in one row', () => {
    render(<OneDomain />);
    expect(figure()).toHaveAccessibleDescription('1 domain on 429 residues.');
    expect(within(figure()).getAllByRole('link')).toHaveLength(1);
  });

  it("shows the config's empty text without domains", () => {
    render(<NoDomains />);
    expect(screen.getByText('No domains available')).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('draws what it can and lists domains with unusable positions apart', () => {
    render(<BadPositions />);
    expect(within(figure()).getAllByRole('link')).toHaveLength(1);
    expect(figure()).toHaveAccessibleDescription('1 domain on 429 residues; 4 domains not drawn (positions unknown or beyond the sequence).');
    expect(listed(/^Domains not drawn/)).toEqual([
      '2Past the end, residues 400–512 — Pfam PF00002',
      '3NAC domain superfamily, positions unknown — SUPERFAMILY SSF101941',
      '4Reversed hit, positions unknown — Pfam PF00001',
      '5Not a number, positions unknown — Pfam PF00003',
    ]);
  });

  it('ends the ruler at the last domain when the length is not recorded', () => {
    render(<WithoutLength />);
    expect(Array.from(figure().querySelectorAll('[data-ruler] text'), (text) => text.textContent).at(-1)).toBe('164');
  });
});
