import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecordPages } from './RecordPages';

const meta = {
  title: 'Pages/Marker',
  component: RecordPages,
  parameters: { layout: 'fullscreen', route: '/marker?key=4102050' },
} satisfies Meta<typeof RecordPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const MARKER_SECTIONS = ['Summary', 'Associated Polymorphisms', 'Associated Nucleotide Sequences', 'Publications'];
const LOAD = { timeout: 15_000 };

/** LHY-dCAPS: a dCAPS marker within LHY, typed by PCR, with a digest pattern of the lhy-11 polymorphism. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Marker: LHY-dCAPS/ }, LOAD)).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Sections of this page' });
    await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(MARKER_SECTIONS);
    // 002 §3: isPCRMarker 'T' is shown as Yes.
    await expect(within(canvas.getByRole('group', { name: 'PCR Marker' })).getByText('Yes')).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'Associated Loci' })).getByRole('link', { name: 'AT1G01060' })).toHaveAttribute(
      'href',
      '/locus?key=2200950',
    );
    await expect(canvas.getByRole('link', { name: 'AT1G01060.1' })).toHaveAttribute('href', '/gene?key=6530298801');
    await expect(canvas.getByRole('link', { name: 'lhy-11' })).toHaveAttribute('href', '/polyallele?key=4500901');
    await expect(canvas.getByRole('cell', { name: '206, 25' })).toBeVisible();
    await expect(canvas.getByText('Resolve the digest on a 4% agarose gel to separate the 25 bp fragment.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /LHY and CCA1 are partially redundant genes/ })).toHaveAttribute('href', '/publication?key=501700200');
    await expect(canvas.getByText('No Associated Polymorphisms available')).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'Date Last Modified' })).getByText('2008-04-02')).toBeVisible();
  },
};

/** 002 §2.3, §5: a whole-number accession resolves to the marker. */
export const ByAccession: Story = {
  parameters: { route: '/marker?accession=4102001' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Marker: T25K16-CAPS/ }, LOAD)).toBeVisible();
    // Made from the BAC clone T25K16, linked by its key.
    await expect(within(canvas.getByRole('group', { name: 'Made From' })).getByRole('link', { name: 'BAC clone' })).toHaveAttribute(
      'href',
      '/clone?key=5001003',
    );
  },
};

/** 002 §5: an accession that is not a whole number shows the not-found view. */
export const AccessionNotAWholeNumber: Story = {
  parameters: { route: '/marker?accession=GeneticMarker:4102001' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Not Found' }, LOAD)).toBeVisible();
    await expect(canvas.getByText('Accession "GeneticMarker:4102001" is not a whole number.')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { route: '/marker?key=9999910' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Marker: EMPTY-MARKER/ }, LOAD)).toBeVisible();
    await expect(canvas.getByText('No Alias Available')).toBeVisible();
    await expect(canvas.getByText('No Loci available')).toBeVisible();
    await expect(canvas.getByText('No Associated Genes available')).toBeVisible();
    await expect(canvas.getByText('No map details found')).toBeVisible();
    await expect(canvas.getByText('No comments available')).toBeVisible();
    await expect(canvas.getByText('No Attributions available')).toBeVisible();
    await expect(canvas.getAllByText('No Associated Polymorphisms available')).toHaveLength(2);
    await expect(canvas.getAllByText('No sequences available')).toHaveLength(2);
    await expect(canvas.getByText('No publications available')).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'Date Last Modified' })).getByText('Not specified')).toBeVisible();
    // Nothing is known of what the marker was made from, so the row is left out.
    await expect(canvas.queryByRole('group', { name: 'Made From' })).toBeNull();
  },
};

/** 1,200 product lengths page by 10; two loci; made from a clone that is no longer in the database; not PCR. */
export const ManyEcotypes: Story = {
  parameters: { route: '/marker?key=9999911' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Marker: MASC-ECOTYPES/ }, LOAD)).toBeVisible();
    const lengths = canvas.getByRole('table', { name: 'PCR Product Lengths' });
    await expect(within(lengths).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByText(/of 1,?200/)).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'PCR Marker' })).getByText('No')).toBeVisible();
    const loci = within(canvas.getByRole('group', { name: 'Associated Loci' }));
    await expect(loci.getAllByRole('link').map((link) => link.textContent)).toEqual(['AT1G01010', 'AT1G01020']);
    const madeFrom = within(canvas.getByRole('group', { name: 'Made From' }));
    await expect(madeFrom.getByText('F22L4-old')).toBeVisible();
    await expect(madeFrom.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('link', { name: /^DdeI/ })).toHaveAttribute('href', 'https://legacy.arabidopsis.org/servlets/TairObject?type=restrictionenzyme&id=118');
    await expect(canvas.getByRole('cell', { name: '155' })).toBeVisible();
    await expect(canvas.getByText('No sequences available')).toBeVisible();
  },
};
