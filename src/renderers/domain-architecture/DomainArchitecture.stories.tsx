import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DomainArchitecture } from './DomainArchitecture';

interface Hit {
  startPosition: number | string | null;
  endPosition: number | string | null;
  domainDetails: { interproAccession: string; interproName: string; proteindomainType: string; proteinDomainAccession: string };
}

const hit = (startPosition: Hit['startPosition'], endPosition: Hit['endPosition'], interproAccession: string, interproName: string, proteindomainType: string, proteinDomainAccession: string): Hit => ({
  startPosition,
  endPosition,
  domainDetails: { interproAccession, interproName, proteindomainType, proteinDomainAccession },
});

// AT1G01010.1 (NAC001), 429 residues: the NAC domain, found by two member databases over nearly the same residues.
const nac001Domains = [
  hit(14, 160, 'IPR003441', 'NAC domain', 'PROSITE profiles', 'PS51005'),
  hit(9, 164, 'IPR036093', 'NAC domain superfamily', 'SUPERFAMILY', 'SSF101941'),
];

// A kinase as InterPro reports it: many member databases on the same stretch, a short active site, a signal peptide.
const kinaseDomains = [
  hit(1, 24, 'IPR000001', 'Signal peptide', 'Phobius', 'SIGNAL_PEPTIDE'),
  hit(60, 330, 'IPR011009', 'Protein kinase-like domain superfamily', 'SUPERFAMILY', 'SSF56112'),
  hit(64, 325, 'IPR000719', 'Protein kinase domain', 'PROSITE profiles', 'PS50011'),
  hit(66, 320, 'IPR000719', 'Protein kinase domain', 'Pfam', 'PF00069'),
  hit(70, 95, 'IPR017441', 'Protein kinase, ATP binding site', 'PROSITE patterns', 'PS00107'),
  hit(180, 192, 'IPR008271', 'Serine/threonine-protein kinase, active site', 'PROSITE patterns', 'PS00108'),
  hit(350, 420, 'IPR001245', 'Serine-threonine/tyrosine-protein kinase, catalytic domain', 'Pfam', 'PF07714'),
  hit(400, 560, 'IPR032675', 'Leucine-rich repeat domain superfamily', 'Gene3D', 'G3DSA:3.80.10.10'),
  hit(590, 612, 'IPR000002', 'Transmembrane helix', 'Phobius', 'TRANSMEMBRANE'),
];

const meta = {
  title: 'Renderers/DomainArchitecture',
  component: DomainArchitecture,
  args: {
    recordType: 'protein',
    sectionId: 'domains',
    record: { name: 'AT1G01010.1', proteinProperties: { length: 429 } },
    value: nac001Domains,
    field: {
      kind: 'domainArchitecture',
      label: 'Domain Architecture',
      path: 'domains',
      length: 'proteinProperties.length',
      start: 'startPosition',
      end: 'endPosition',
      text: '{domainDetails.interproName}',
      href: 'https://www.ebi.ac.uk/interpro/entry/InterPro/{domainDetails.interproAccession}',
      note: '{domainDetails.proteindomainType} {domainDetails.proteinDomainAccession}',
      empty: 'No domains available',
    },
  },
} satisfies Meta<typeof DomainArchitecture>;

export default meta;
type Story = StoryObj<typeof meta>;

// Which labels fit their boxes depends on the drawing's width: these stories are seen on a desktop page, where the
// figure has its full 800 px.
const desktop = {
  parameters: { viewport: { options: { desktop1280: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' } } } },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
} as const;

const figure = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group', { name: /^Domain Architecture: N-terminus left/ });
const listed = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(within(canvasElement).getByRole('list', { name })).getAllByRole('listitem').map((item) => item.textContent);
const rowsOf = (svg: Element) => new Set(Array.from(svg.querySelectorAll('rect[data-domain]'), (rect) => rect.getAttribute('y'))).size;
const rulerLabels = (svg: Element) => Array.from(svg.querySelectorAll('[data-ruler] text'), (text) => text.textContent);

/**
 * NAC001's two overlapping hits in two rows, each box labelled and linked to its InterPro entry (reached with Tab),
 * on a ruler from 1 to 429; the list under the drawing names them in words.
 */
export const Populated: Story = {
  ...desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawing = figure(canvasElement);
    // Titled and described for screen readers.
    await expect(drawing).toHaveAccessibleName('Domain Architecture: N-terminus left, C-terminus right');
    await expect(drawing).toHaveAccessibleDescription('2 domains on 429 residues; overlapping domains stacked in 2 rows.');
    // Each box links to its InterPro entry, named with its residues and source.
    const boxes = within(drawing).getAllByRole('link');
    await expect(boxes.map((link) => link.getAttribute('aria-label'))).toEqual([
      '1. NAC domain superfamily, residues 9–164 (SUPERFAMILY SSF101941)',
      '2. NAC domain, residues 14–160 (PROSITE profiles PS51005)',
    ]);
    await expect(boxes[1]).toHaveAttribute('href', 'https://www.ebi.ac.uk/interpro/entry/InterPro/IPR003441');
    await expect(boxes[1]).toHaveAttribute('target', '_blank');
    // The two overlapping hits stack in two rows; both boxes are wide enough for their names.
    await expect(rowsOf(drawing)).toBe(2);
    await expect(Array.from(drawing.querySelectorAll('a text'), (text) => text.textContent)).toEqual(['NAC domain superfamily', 'NAC domain']);
    // The ruler runs from 1 to the sequence length.
    const ticks = rulerLabels(drawing);
    await expect(ticks[0]).toBe('1');
    await expect(ticks.at(-1)).toBe('429');
    // Every domain is listed in words, with its link, residues and source.
    await expect(listed(canvasElement, 'Domains in the drawing')).toEqual([
      '1NAC domain superfamily, residues 9–164 — SUPERFAMILY SSF101941',
      '2NAC domain, residues 14–160 — PROSITE profiles PS51005',
    ]);
    await expect(canvas.getByRole('link', { name: 'NAC domain' })).toHaveAttribute('href', 'https://www.ebi.ac.uk/interpro/entry/InterPro/IPR003441');
    // The first box is the first stop of the Tab key.
    await userEvent.tab();
    await expect(boxes[0]).toHaveFocus();
  },
};

/** Nine hits, most of them on the kinase domain: four rows, narrow boxes showing their number only. */
export const ManyOverlapping: Story = {
  ...desktop,
  args: { record: { proteinProperties: { length: 640 } }, value: kinaseDomains },
  play: async ({ canvasElement }) => {
    const drawing = figure(canvasElement);
    await expect(rowsOf(drawing)).toBe(4);
    const boxTexts = Array.from(drawing.querySelectorAll('a'), (link) => link.querySelector('text')?.textContent ?? '');
    // The 13-residue active site is too narrow for its name at 800 px: its number stands in, and the list names it.
    await expect(boxTexts[5]).toBe('6');
    const names = listed(canvasElement, 'Domains in the drawing');
    await expect(names[5]).toMatch(/^6Serine\/threonine-protein kinase, active site, residues 180–192/);
    await expect(names).toHaveLength(9);
  },
};

/** A single domain, drawn in one row. */
export const OneDomain: Story = {
  args: { value: [hit(14, 160, 'IPR003441', 'NAC domain', 'Pfam', 'PF02365')] },
  play: async ({ canvasElement }) => {
    const drawing = figure(canvasElement);
    await expect(drawing).toHaveAccessibleDescription('1 domain on 429 residues.');
    await expect(within(drawing).getAllByRole('link')).toHaveLength(1);
  },
};

export const NoDomains: Story = {
  args: { value: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No domains available')).toBeVisible();
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
  },
};

/** Positions missing, reversed, past the sequence's end or not numbers: listed apart, the rest drawn. */
export const BadPositions: Story = {
  args: {
    value: [
      hit(14, 160, 'IPR003441', 'NAC domain', 'PROSITE profiles', 'PS51005'),
      hit(null, 120, 'IPR036093', 'NAC domain superfamily', 'SUPERFAMILY', 'SSF101941'),
      hit(300, 200, 'IPR000001', 'Reversed hit', 'Pfam', 'PF00001'),
      hit(400, 512, 'IPR000002', 'Past the end', 'Pfam', 'PF00002'),
      hit('abc', '12', 'IPR000003', 'Not a number', 'Pfam', 'PF00003'),
    ],
  },
  play: async ({ canvasElement }) => {
    const drawing = figure(canvasElement);
    await expect(within(drawing).getAllByRole('link')).toHaveLength(1);
    await expect(drawing).toHaveAccessibleDescription('1 domain on 429 residues; 4 domains not drawn (positions unknown or beyond the sequence).');
    await expect(listed(canvasElement, /^Domains not drawn/)).toEqual([
      '2Past the end, residues 400–512 — Pfam PF00002',
      '3NAC domain superfamily, positions unknown — SUPERFAMILY SSF101941',
      '4Reversed hit, positions unknown — Pfam PF00001',
      '5Not a number, positions unknown — Pfam PF00003',
    ]);
  },
};

/** No sequence length recorded: the ruler ends at the last domain. */
export const WithoutLength: Story = {
  args: { record: {}, value: nac001Domains },
  play: async ({ canvasElement }) => {
    await expect(rulerLabels(figure(canvasElement)).at(-1)).toBe('164');
  },
};

/** A phone's width: labels that do not fit their box leave it for the numbered list. */
export const Phone: Story = {
  args: { value: kinaseDomains, record: { proteinProperties: { length: 640 } } },
  globals: { viewport: { value: 'mobile1' } },
  decorators: [(Story) => <div style={{ width: 343 }}><Story /></div>],
};
