import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { handlers } from '../../../mocks/handlers';
import { failingGenomeHandlers } from '../../../mocks/genomeHandlers';
import { EmbeddedGenomeBrowser } from './EmbeddedGenomeBrowser';
import { locusArgs } from './locusArgs.storySupport';
import { BROWSER_DRAW_TIMEOUT } from './drawTimeout.storySupport';

// The portal's own genome browser (JBrowse 2 over the genome API, answered here by mocks/genomeHandlers.ts). The
// framed external browser has its stories in ExternalGenomeBrowser.stories.tsx.


const meta = {
  title: 'Renderers/GenomeBrowser',
  component: EmbeddedGenomeBrowser,
  args: locusArgs,
} satisfies Meta<typeof EmbeddedGenomeBrowser>;

export default meta;
type Story = StoryObj<typeof meta>;

const view = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group', { name: /^Genome browser view/ });
const featureList = (canvasElement: HTMLElement) => within(canvasElement).getByRole('list', { name: 'Features in view' });

/**
 * NAC001 drawn by JBrowse: the gene model on the gene track around the gene padded by 5 percent, its region and
 * strand said in words, the features in view listed as links, and links to the full-screen page.
 */
export const Browser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // JBrowse draws its tracks and the gene's name once the chunk and the API answers are in.
    await waitFor(() => expect(within(view(canvasElement)).getByText('Gene models')).toBeVisible(), { timeout: BROWSER_DRAW_TIMEOUT });
    await waitFor(() => expect(view(canvasElement).querySelector('canvas')).not.toBeNull(), { timeout: BROWSER_DRAW_TIMEOUT });
    await expect(await within(view(canvasElement)).findByText('NAC001', {}, { timeout: BROWSER_DRAW_TIMEOUT })).toBeInTheDocument();
    await expect(await canvas.findByText('Chr1:3631..5899, reverse strand')).toBeVisible();
    const list = await waitFor(() => {
      const items = within(featureList(canvasElement)).getAllByRole('listitem');
      expect(items.length).toBeGreaterThan(0);
      return featureList(canvasElement);
    });
    await expect(within(list).getByRole('link', { name: 'NAC001' })).toHaveAttribute('href', '/locus?key=2200935');
    await expect(within(list).getByRole('link', { name: 'SALK_020347' })).toHaveAttribute('href', '/polyallele?key=1');
    await expect(within(list).queryByText('ARV1')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Center on AT1G01010' })).toHaveAttribute(
      'href',
      '/genome-browser?loc=Chr1:3518..6012&highlight=Chr1:3631..5899',
    );
    await expect(canvas.getByRole('link', { name: 'Full-screen view' })).toHaveAttribute('href', '/genome-browser?loc=Chr1:3518..6012');
  },
};

/** The section far below the screen: the browser's code is not loaded yet, and the place it will take says so. */
export const Loading: Story = {
  decorators: [
    (Story) => (
      <Box>
        <Box sx={{ height: '400vh' }} />
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the genome browser…');
    await expect(canvas.queryByRole('list', { name: 'Features in view' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Full-screen view' })).toBeInTheDocument();
  },
};

/** A locus without coordinates: the default view, said so; nothing to centre on. */
export const NoLocation: Story = {
  args: { record: { name: 'AT1G01010' }, value: { name: 'AT1G01010' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No genome coordinates are recorded for AT1G01010/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^Center on/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Full-screen view' })).toHaveAttribute('href', '/genome-browser?loc=Chr1:22047..32332');
  },
};

/** A polymorphism with no place on the sequence map: the section's empty text, no browser. */
export const MapElementUnplaced: Story = {
  args: {
    recordType: 'polyallele',
    record: { name: 'flc-3', globalAssignments: [] },
    value: [],
    field: { kind: 'genomeBrowser', label: 'Genome Browser', path: 'globalAssignments', mapElementType: 'polymorphism', name: 'name', empty: 'No Map Locations available' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No Map Locations available')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: /^Genome browser view/ })).not.toBeInTheDocument();
  },
};

/** The genome API fails: the section says so in a sentence instead of a blank box, and keeps its links. */
export const ApiFailing: Story = {
  parameters: { msw: { handlers: [...failingGenomeHandlers, ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The genome data of this region could not be loaded, so the browser has nothing to draw.', {}, { timeout: BROWSER_DRAW_TIMEOUT })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Full-screen view' })).toBeVisible();
  },
};
