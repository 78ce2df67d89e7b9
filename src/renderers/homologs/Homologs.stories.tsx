import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failingPantherHandlers, pendingPantherHandlers } from '../../../mocks/sideDataHandlers';
import {
  LOCUS_WITH_MANY_PARALOGS,
  LOCUS_WITHOUT_PANTHER_DATA,
  LOCUS_WITHOUT_PANTHER_FAMILY,
} from '../../../mocks/fixtures/panther';
import { Homologs, NO_HOMOLOGS_TEXT } from './Homologs';

// The renderer reads the locus name from the record; the PANTHER files come from mocks/sideDataHandlers.ts.
const locus = (name: string) => ({ record: { name }, value: { name } });

const meta = {
  title: 'Renderers/Homologs',
  component: Homologs,
  args: {
    recordType: 'locus',
    sectionId: 'homology',
    field: { kind: 'homologs', label: 'Homologs', locusName: 'name' },
    ...locus('AT1G01010'),
  },
} satisfies Meta<typeof Homologs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** AT1G01010 (NAC001): 13 paralogs and 41 orthologs in family PTHR31719. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'AT1G01720' })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Eudicots' })).toBeVisible();
  },
};

/** Shows where 'Get Sequences' leads, since a story has no routes to follow. */
function CurrentRoute() {
  const location = useLocation();
  return (
    <Typography variant="caption" component="p" sx={{ mt: 2 }}>
      Current route: {location.pathname}
    </Typography>
  );
}

/** AT1G01060 (LHY): exactly two paralogs, so no 'Show More ...'. */
export const TwoParalogs: Story = {
  args: locus('AT1G01060'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'AT2G46830' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show More ...' })).not.toBeInTheDocument();
  },
  decorators: [
    (Story) => (
      <>
        <Story />
        <CurrentRoute />
      </>
    ),
  ],
};

/** The 'All Paralogs' dialog left open, so that it is checked for accessibility too. */
export const AllParalogsOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Show More ...' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'All Paralogs' });
    // Wait for the fade-in, so that the open dialog is what gets checked.
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'AT1G01720' })).toBeVisible());
  },
};

/** 300 paralogs: the 'All Paralogs' dialog opens, lists them all and closes with Escape. */
export const ManyParalogs: Story = {
  args: locus(LOCUS_WITH_MANY_PARALOGS),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const showMore = await canvas.findByRole('button', { name: 'Show More ...' });
    await userEvent.click(showMore);
    const dialog = await page.findByRole('dialog', { name: 'All Paralogs' });
    await expect(dialog.querySelectorAll('tbody tr')).toHaveLength(300);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(showMore).toHaveFocus());
  },
};

/** The homolog files carry no PANTHER family id. */
export const NoFamily: Story = {
  args: locus(LOCUS_WITHOUT_PANTHER_FAMILY),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No Panther Gene Family found')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'AT4G01510' })).toBeVisible();
  },
};

const showsNoHomologs: Story['play'] = async ({ canvasElement }) => {
  await expect(await within(canvasElement).findByText(NO_HOMOLOGS_TEXT)).toBeVisible();
};

/** Neither file exists (404). */
export const NoHomologs: Story = { args: locus(LOCUS_WITHOUT_PANTHER_DATA), play: showsNoHomologs };

/** Both files fail with a 500: treated as absent, no error shown (002 §4). */
export const FailedRequests: Story = {
  parameters: { msw: { handlers: failingPantherHandlers(500) } },
  play: showsNoHomologs,
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingPantherHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading paralogs' })).toBeInTheDocument();
  },
};

/** The record has no locus name. */
export const Empty: Story = {
  args: { record: {}, value: {}, field: { kind: 'homologs', label: 'Homologs', locusName: 'name', empty: 'No data available' } },
};
