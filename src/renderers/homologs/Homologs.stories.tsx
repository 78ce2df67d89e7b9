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
    await expect(canvas.queryByRole('button', { name: /^Show More \.\.\./ })).not.toBeInTheDocument();
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

/** Opens 'All Paralogs' from its trigger and waits for the fade-in, so that the open dialog is what axe checks. */
async function openAllParalogs(canvasElement: HTMLElement, trigger: string) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: trigger }));
  const element = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'All Paralogs' });
  const filter = within(element).getByRole('searchbox', { name: 'Filter paralogs' });
  await waitFor(() => expect(filter).toHaveFocus());
  await waitFor(() => expect(filter).toBeVisible());
  return { element, dialog: within(element), filter };
}

/** The 'All Paralogs' dialog left open, so that it is checked for accessibility too; focus starts in the filter. */
export const AllParalogsOpen: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openAllParalogs(canvasElement, 'Show More ... (11)');
    await expect(dialog.getByRole('link', { name: 'AT1G01720' })).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveTextContent('13 paralogs');
  },
};

/** 300 paralogs: the trigger counts the 298 not previewed; the dialog lists them all and closes with Escape. */
export const ManyParalogs: Story = {
  args: locus(LOCUS_WITH_MANY_PARALOGS),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const showMore = await within(canvasElement).findByRole('button', { name: 'Show More ... (298)' });
    const { element } = await openAllParalogs(canvasElement, 'Show More ... (298)');
    await expect(element.querySelectorAll('tbody tr')).toHaveLength(300);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(showMore).toHaveFocus());
  },
};

/** The dialog filtered to the symbols containing 'lacs29': three of 300 paralogs match. */
export const AllParalogsFiltered: Story = {
  args: locus(LOCUS_WITH_MANY_PARALOGS),
  play: async ({ canvasElement }) => {
    const { dialog, filter } = await openAllParalogs(canvasElement, 'Show More ... (298)');
    await userEvent.type(filter, 'lacs29');
    await expect(dialog.getByRole('status')).toHaveTextContent('3 of 300 paralogs match');
    await expect(dialog.getAllByRole('row')).toHaveLength(4);
  },
};

/** Nothing matches the filter: the status line says so in place of the table. */
export const AllParalogsNoMatch: Story = {
  args: locus(LOCUS_WITH_MANY_PARALOGS),
  play: async ({ canvasElement }) => {
    const { dialog, filter } = await openAllParalogs(canvasElement, 'Show More ... (298)');
    await userEvent.type(filter, 'xyz');
    await expect(dialog.getByRole('status')).toHaveTextContent('No paralogs match "xyz"');
    await expect(dialog.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** Sorted by symbol, Z to A: numbers inside symbols compare as numbers; paralogs without a symbol stay last. */
export const AllParalogsSortedBySymbol: Story = {
  args: locus(LOCUS_WITH_MANY_PARALOGS),
  play: async ({ canvasElement }) => {
    const { dialog } = await openAllParalogs(canvasElement, 'Show More ... (298)');
    const symbolHeader = dialog.getByRole('columnheader', { name: 'Symbol' });
    await userEvent.click(within(symbolHeader).getByRole('button', { name: 'Symbol' }));
    await userEvent.click(within(symbolHeader).getByRole('button', { name: 'Symbol' }));
    await expect(symbolHeader).toHaveAttribute('aria-sort', 'descending');
    const rows = dialog.getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('LACS298');
    await expect(rows[2]).toHaveTextContent('LACS295');
    await expect(rows.at(-1)?.querySelectorAll('td')[1]).toHaveTextContent(/^$/);
  },
};

/** On a 375 px phone the dialog fills the width; the filter, its count and the table fit without sideways scroll. */
export const AllParalogsPhone: Story = {
  args: locus(LOCUS_WITH_MANY_PARALOGS),
  parameters: {
    viewport: { options: { phone375: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { dialog, filter } = await openAllParalogs(canvasElement, 'Show More ... (298)');
    await userEvent.type(filter, 'AT3G001');
    await expect(dialog.getByRole('status')).toHaveTextContent('10 of 300 paralogs match');
    const content = dialog.getByRole('table').parentElement as HTMLElement;
    await expect(content.scrollWidth).toBeLessThanOrEqual(content.clientWidth);
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
