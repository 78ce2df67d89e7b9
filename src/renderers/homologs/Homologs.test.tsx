import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RequestHandler } from 'msw';
import { server } from '../../../tests/unit/setup';
import { failingParalogHandler, malformedParalogHandler } from '../../../mocks/sideDataHandlers';
import * as stories from './Homologs.stories';

// AT1G01010 has 13 paralogs: two in the preview, 11 behind the trigger.
const SHOW_MORE = 'Show More ... (11)';

const { Populated, TwoParalogs, ManyParalogs, NoFamily, NoHomologs, FailedRequests, Loading, Empty } = composeStories(stories);

// Story-level msw overrides are applied by Storybook's loader in the browser; in jsdom the test applies them.
function applyStoryHandlers(story: { parameters: Record<string, unknown> }) {
  const msw = story.parameters.msw as { handlers?: RequestHandler[] } | undefined;
  server.use(...(msw?.handlers ?? []));
}

const paralogPreview = async () => {
  const heading = await screen.findByRole('heading', { name: 'Arabidopsis paralogs' });
  return within(heading.closest('section') as HTMLElement);
};

// The dialog's code loads on demand; loaded once up front, the first test to open it does not pay for it.
beforeAll(() => import('./AllParalogsDialog'), 30_000);

describe('Homologs', () => {
  it('shows the first two paralogs', async () => {
    render(<Populated />);
    const paralogs = await paralogPreview();
    expect(await paralogs.findByRole('link', { name: 'AT1G01720' })).toHaveAttribute('href', '/locus?name=AT1G01720');
    expect(paralogs.getByRole('link', { name: 'AT1G02220' })).toBeInTheDocument();
    expect(paralogs.getByText(/ATAF1/)).toBeInTheDocument();
    expect(paralogs.queryByRole('link', { name: 'AT1G02230' })).not.toBeInTheDocument();
  });

  it("offers 'Show More ...' only when there are more than two paralogs", async () => {
    render(<TwoParalogs />);
    expect(await screen.findByRole('link', { name: 'AT2G46830' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'AT1G18330' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Show More \.\.\./ })).not.toBeInTheDocument();
  });

  it('opens All Paralogs and closes it with Escape, returning focus to Show More ...', async () => {
    const user = userEvent.setup();
    render(<Populated />);
    const showMore = await screen.findByRole('button', { name: SHOW_MORE });
    await user.click(showMore);
    const dialog = await screen.findByRole('dialog', { name: 'All Paralogs' });
    expect(within(dialog).getByRole('link', { name: 'AT1G64105' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(showMore).toHaveFocus();
  });

  it('closes All Paralogs with the Close button', async () => {
    const user = userEvent.setup();
    render(<Populated />);
    const showMore = await screen.findByRole('button', { name: SHOW_MORE });
    await user.click(showMore);
    const dialog = await screen.findByRole('dialog', { name: 'All Paralogs' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(showMore).toHaveFocus();
  });

  it('lists all 300 paralogs in the dialog', async () => {
    const user = userEvent.setup();
    render(<ManyParalogs />);
    await user.click(await screen.findByRole('button', { name: 'Show More ... (298)' }));
    const dialog = await screen.findByRole('dialog', { name: 'All Paralogs' });
    // Counted by element: role queries over 300 rows are slow in jsdom.
    expect(dialog.querySelectorAll('tbody tr')).toHaveLength(300);
    expect(within(dialog).getByText('AT3G03000')).toHaveAttribute('href', '/locus?name=AT3G03000');
  });

  it('counts orthologs per species in each plant group', async () => {
    render(<Populated />);
    const eudicots = await screen.findByRole('table', { name: 'Eudicots' });
    const eudicotRows = within(eudicots).getAllByRole('row').slice(1).map((row) => row.textContent);
    // Most orthologs first; ties by name.
    expect(eudicotRows.slice(0, 3)).toEqual(['Glycine max4', 'Populus trichocarpa4', 'Brassica rapa subsp. Pekinensis3']);
    const monocots = screen.getByRole('table', { name: 'Monocots' });
    expect(within(monocots).getAllByRole('row')[1]).toHaveTextContent('Zea mays4');
    const others = screen.getByRole('table', { name: 'Other plants' });
    expect(within(others).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      'Physcomitrella patens2',
      'Amborella trichopoda1',
      'Selaginella moellendorffii1',
    ]);
  });

  it('opens the PANTHER download files of the family in a new tab', async () => {
    render(<Populated />);
    const paralogDownload = await screen.findByRole('link', { name: 'Download AGI IDs' });
    expect(paralogDownload).toHaveAttribute('href', '/api/panther/files/PTHR31719_paralog.txt');
    expect(paralogDownload).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Download Orthologs' })).toHaveAttribute('href', '/api/panther/files/PTHR31719_ortholog.txt');
    expect(screen.getByRole('link', { name: 'PTHR31719' })).toHaveAttribute('target', '_blank');
  });

  it('sends all paralogs to bulk sequence retrieval', async () => {
    const user = userEvent.setup();
    render(<TwoParalogs />);
    await user.click(await screen.findByRole('button', { name: 'Get Sequences' }));
    expect(screen.getByText('Current route: /type_sequences/AT2G46830,AT1G18330')).toBeInTheDocument();
  });

  it("says 'No Panther Gene Family found' when the files name no family", async () => {
    render(<NoFamily />);
    expect(await screen.findByText('No Panther Gene Family found')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'AT4G01510' })).toBeInTheDocument();
    // Without a family file the AGI list is saved from the page instead.
    expect(screen.getByRole('button', { name: 'Download AGI IDs' })).toBeInTheDocument();
  });

  it('says the locus has no plant homologs when neither file exists', async () => {
    render(<NoHomologs />);
    expect(await screen.findByText('This locus does not have any plant homologs in PANTHER.')).toBeInTheDocument();
    expect(screen.getByText('No Panther Gene Family found')).toBeInTheDocument();
  });

  it('treats failed requests as no homologs, without an error', async () => {
    applyStoryHandlers(FailedRequests);
    render(<FailedRequests />);
    expect(await screen.findByText('This locus does not have any plant homologs in PANTHER.')).toBeInTheDocument();
    expect(screen.queryByText(/error/i)).not.toBeInTheDocument();
  });

  it('treats a failed paralog request as no paralogs', async () => {
    server.use(failingParalogHandler(500));
    render(<Populated />);
    expect(await screen.findByText('No Paralogs Found')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Eudicots' })).toBeInTheDocument();
  });

  it('treats a malformed paralog file as no paralogs', async () => {
    server.use(malformedParalogHandler());
    render(<Populated />);
    expect(await screen.findByText('No Paralogs Found')).toBeInTheDocument();
  });

  it('shows skeletons while the files load', async () => {
    applyStoryHandlers(Loading);
    render(<Loading />);
    expect(screen.getByRole('status', { name: 'Loading paralogs' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading orthologs' })).toBeInTheDocument();
  });

  it('names PANTHER 17.0 as the data source', async () => {
    render(<Populated />);
    expect(screen.getByRole('link', { name: 'PANTHER 17.0' })).toHaveAttribute('href', 'https://www.pantherdb.org/');
  });

  it("shows the config's empty text when the record has no locus name", () => {
    render(<Empty />);
    expect(screen.getByText('No data available')).toBeInTheDocument();
  });
});
