import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '../../../mocks/handlers';
import {
  failingParalogHandler,
  failingPantherHandlers,
  malformedParalogHandler,
  pendingPantherHandlers,
} from '../../../mocks/sideDataHandlers';
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

const paralogPreview = async (canvasElement: HTMLElement) => {
  const heading = await within(canvasElement).findByRole('heading', { name: 'Arabidopsis paralogs' });
  return within(heading.closest('section') as HTMLElement);
};
const speciesCounts = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => row.textContent);

/**
 * AT1G01010 (NAC001): 13 paralogs and 41 orthologs in family PTHR31719. The first two paralogs show; orthologs are
 * counted per species in each plant group; the family's PANTHER files open in a new tab.
 */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const paralogs = await paralogPreview(canvasElement);
    await expect(await paralogs.findByRole('link', { name: 'AT1G01720' })).toHaveAttribute('href', '/locus?name=AT1G01720');
    await expect(paralogs.getByRole('link', { name: 'AT1G02220' })).toBeVisible();
    await expect(paralogs.getByText(/ATAF1/)).toBeVisible();
    await expect(paralogs.queryByRole('link', { name: 'AT1G02230' })).not.toBeInTheDocument();

    const eudicots = await canvas.findByRole('table', { name: 'Eudicots' });
    await expect(eudicots).toBeVisible();
    // Most orthologs first; ties by name.
    await expect(speciesCounts(eudicots).slice(0, 3)).toEqual(['Glycine max4', 'Populus trichocarpa4', 'Brassica rapa subsp. Pekinensis3']);
    await expect(within(canvas.getByRole('table', { name: 'Monocots' })).getAllByRole('row')[1]).toHaveTextContent('Zea mays4');
    await expect(speciesCounts(canvas.getByRole('table', { name: 'Other plants' }))).toEqual([
      'Physcomitrella patens2',
      'Amborella trichopoda1',
      'Selaginella moellendorffii1',
    ]);

    const paralogDownload = await canvas.findByRole('link', { name: 'Download AGI IDs' });
    await expect(paralogDownload).toHaveAttribute('href', '/api/panther/files/PTHR31719_paralog.txt');
    await expect(paralogDownload).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'Download Orthologs' })).toHaveAttribute('href', '/api/panther/files/PTHR31719_ortholog.txt');
    await expect(canvas.getByRole('link', { name: 'PTHR31719' })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'PANTHER 17.0' })).toHaveAttribute('href', 'https://www.pantherdb.org/');
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

/** AT1G01060 (LHY): exactly two paralogs, so no 'Show More ...'; 'Get Sequences' sends both to bulk retrieval. */
export const TwoParalogs: Story = {
  args: locus('AT1G01060'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'AT2G46830' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'AT1G18330' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Show More \.\.\./ })).not.toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('button', { name: 'Get Sequences' }));
    await expect(canvas.getByText('Current route: /type_sequences/AT2G46830,AT1G18330')).toBeVisible();
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
    // Paralogs the preview leaves out are listed too.
    await expect(dialog.getByRole('link', { name: 'AT1G64105' })).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveTextContent('13 paralogs');
  },
};

/** 'All Paralogs' closed with its Close button: focus goes back to 'Show More ...'. */
export const AllParalogsClosed: Story = {
  play: async ({ canvasElement }) => {
    const showMore = await within(canvasElement).findByRole('button', { name: 'Show More ... (11)' });
    const { dialog } = await openAllParalogs(canvasElement, 'Show More ... (11)');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(showMore).toHaveFocus());
  },
};

/** 300 paralogs: the trigger counts the 298 not previewed; the dialog lists them all and closes with Escape. */
export const ManyParalogs: Story = {
  args: locus(LOCUS_WITH_MANY_PARALOGS),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const showMore = await within(canvasElement).findByRole('button', { name: 'Show More ... (298)' });
    await expect(showMore).toHaveAttribute('aria-haspopup', 'dialog');
    const { element, dialog } = await openAllParalogs(canvasElement, 'Show More ... (298)');
    await expect(element.querySelectorAll('tbody tr')).toHaveLength(300);
    await expect(dialog.getByText('AT3G03000')).toHaveAttribute('href', '/locus?name=AT3G03000');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(showMore).toHaveFocus());
  },
};

// The dialog's rows as their cells' texts, read from the elements (role queries over 300 rows are slow).
const rowTexts = (element: HTMLElement) =>
  [...element.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

/**
 * The dialog filtered on the AGI and the symbol, ignoring case, the count announced: 'lacs29' leaves three of 300
 * paralogs (after a pasted 'at3g0299' matched one AGI).
 */
export const AllParalogsFiltered: Story = {
  args: locus(LOCUS_WITH_MANY_PARALOGS),
  play: async ({ canvasElement }) => {
    const { element, dialog, filter } = await openAllParalogs(canvasElement, 'Show More ... (298)');
    await expect(dialog.getByRole('status')).toHaveTextContent('300 paralogs');
    // An AGI pasted in lower case (one input, so 300 rows are filtered once rather than per keystroke).
    await userEvent.paste('at3g0299');
    await expect(rowTexts(element).map(([agi]) => agi)).toEqual(['AT3G02990']);
    await userEvent.clear(filter);
    await userEvent.type(filter, 'lacs29');
    await expect(dialog.getByRole('status')).toHaveTextContent('3 of 300 paralogs match');
    await expect(dialog.getAllByRole('row')).toHaveLength(4);
    await expect(rowTexts(element)).toEqual([
      ['AT3G02920', 'LACS292'],
      ['AT3G02950', 'LACS295'],
      ['AT3G02980', 'LACS298'],
    ]);
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

/**
 * Sorted A to Z by symbol after a Z to A sort by AGI (a second click flips a column): only the symbol column is
 * marked sorted; numbers inside symbols compare as numbers; the 200 paralogs without a symbol come last.
 */
export const AllParalogsSortedBySymbolAscending: Story = {
  args: locus(LOCUS_WITH_MANY_PARALOGS),
  play: async ({ canvasElement }) => {
    const { element, dialog } = await openAllParalogs(canvasElement, 'Show More ... (298)');
    const agiHeader = dialog.getByRole('columnheader', { name: 'AGI' });
    await userEvent.click(within(agiHeader).getByRole('button', { name: 'AGI' }));
    await userEvent.click(within(agiHeader).getByRole('button', { name: 'AGI' }));
    await expect(agiHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(rowTexts(element)[0]).toEqual(['AT3G03000', '']);

    const symbolHeader = dialog.getByRole('columnheader', { name: 'Symbol' });
    await userEvent.click(within(symbolHeader).getByRole('button', { name: 'Symbol' }));
    await expect(symbolHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(agiHeader).not.toHaveAttribute('aria-sort');
    const rows = rowTexts(element);
    await expect(rows.slice(0, 4).map(([, symbol]) => symbol)).toEqual(['LACS1', 'LACS4', 'LACS7', 'LACS10']);
    await expect(rows.at(99)?.[1]).toBe('LACS298');
    await expect(rows.slice(100).every(([, symbol]) => symbol === '')).toBe(true);
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
    // Without a family file the AGI list is saved from the page instead.
    await expect(canvas.getByRole('button', { name: 'Download AGI IDs' })).toBeVisible();
  },
};

const showsNoHomologs: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(NO_HOMOLOGS_TEXT)).toBeVisible();
  await expect(canvas.getByText('No Panther Gene Family found')).toBeVisible();
};

/** Neither file exists (404). */
export const NoHomologs: Story = { args: locus(LOCUS_WITHOUT_PANTHER_DATA), play: showsNoHomologs };

/** Both files fail with a 500: treated as absent, no error shown (002 §4). */
export const FailedRequests: Story = {
  parameters: { msw: { handlers: failingPantherHandlers(500) } },
  play: async (context) => {
    await showsNoHomologs(context);
    await expect(within(context.canvasElement).queryByText(/error/i)).not.toBeInTheDocument();
  },
};

/** Only the paralog file fails (a 500): no paralogs, the orthologs still show. */
export const ParalogRequestFailed: Story = {
  parameters: { msw: { handlers: [failingParalogHandler(500), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No Paralogs Found')).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Eudicots' })).toBeVisible();
  },
};

/** The paralog file is not JSON: treated as no paralogs. */
export const MalformedParalogFile: Story = {
  parameters: { msw: { handlers: [malformedParalogHandler(), ...handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No Paralogs Found')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingPantherHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading paralogs' })).toBeInTheDocument();
    await expect(canvas.getByRole('status', { name: 'Loading orthologs' })).toBeInTheDocument();
  },
};

/** The record has no locus name. */
export const Empty: Story = {
  args: { record: {}, value: {}, field: { kind: 'homologs', label: 'Homologs', locusName: 'name', empty: 'No data available' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data available')).toBeVisible();
  },
};
