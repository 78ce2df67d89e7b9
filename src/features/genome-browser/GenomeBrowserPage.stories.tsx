import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { GenomeBrowserPage } from './GenomeBrowserPage';
import { BROWSER_DRAW_TIMEOUT } from '../../renderers/genome-browser/drawTimeout.storySupport';

// The full-screen genome browser over the chromosome 1 fixture of mocks/genomeHandlers.ts.
const meta = {
  title: 'Genome browser/Full-screen page',
  component: GenomeBrowserPage,
  parameters: { route: '/genome-browser?loc=Chr1:3518..6012&highlight=Chr1:3631..5899' },
} satisfies Meta<typeof GenomeBrowserPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const view = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group', { name: 'Genome browser view' });

/** Every track drawn around NAC001, its features listed, and the GFF3 and FASTA of the region in view offered. */
export const Region: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Genome browser' })).toBeVisible();
    for (const track of ['Gene models', 'Markers', 'Polymorphisms and alleles', 'Transposons', 'Clones']) {
      await waitFor(() => expect(within(view(canvasElement)).getByText(track)).toBeVisible(), { timeout: BROWSER_DRAW_TIMEOUT });
    }
    await expect(await within(view(canvasElement)).findByText('NAC001', {}, { timeout: BROWSER_DRAW_TIMEOUT })).toBeInTheDocument();
    const list = canvas.getByRole('list', { name: 'Features in view' });
    await waitFor(() => expect(within(list).getByRole('link', { name: 'T25K16' })).toHaveAttribute('href', '/clone?key=1'));
    await expect(canvas.getByText('Chr1:3631..5899, reverse strand')).toBeVisible();
    await expect(document.title).toMatch(/^Genome browser: Chr1:\d+\.\.\d+$/);
    // The exports are of the region in view, which the view writes into the address (JBrowse rounds it to its pixels).
    await expect(canvas.getByRole('link', { name: 'Download GFF3' })).toHaveAttribute('href', expect.stringMatching(/^\/api\/genome\/features\.gff3\?region=Chr1%3A35\d\d\.\.60\d\d$/));
    await expect(canvas.getByRole('link', { name: 'Download FASTA' })).toHaveAttribute('href', expect.stringMatching(/^\/api\/genome\/sequence\.fasta\?region=Chr1%3A35\d\d\.\.60\d\d$/));
  },
};

/** A region wider than the sequence export answers: GFF3 only, and why no FASTA. */
export const WideRegion: Story = {
  parameters: { route: '/genome-browser?loc=Chr1:1..2000000' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Download GFF3' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Download FASTA' })).not.toBeInTheDocument();
    await expect(canvas.getByText('FASTA is offered for regions of up to 1,000,000 bases; zoom in to download the sequence.')).toBeVisible();
  },
};

/** An address it cannot read: parseRegion's message, and the way to the default view. */
export const BadLocation: Story = {
  parameters: { route: '/genome-browser?loc=Chr9:1..100' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('There is no chromosome "Chr9"; the chromosomes are Chr1 to Chr5, ChrC and ChrM.');
    await expect(canvas.getByRole('link', { name: 'Open the default view (Chr1:22047..32332)' })).toHaveAttribute(
      'href',
      '/genome-browser?loc=Chr1:22047..32332',
    );
  },
};
