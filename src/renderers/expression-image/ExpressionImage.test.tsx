import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestHandler } from 'msw';
import { server } from '../../../tests/unit/setup';
import * as stories from './ExpressionImage.stories';

const { Populated, ServerError, HttpError, FetchFailure, Loading, Empty } = composeStories(stories);

// Story-level msw overrides are applied by Storybook's loader in the browser; in jsdom the test applies them.
function applyStoryHandlers(story: { parameters: Record<string, unknown> }) {
  const msw = story.parameters.msw as { handlers?: RequestHandler[] } | undefined;
  server.use(...(msw?.handlers ?? []));
}

// jsdom has no object URLs; these stand-ins hand out numbered blob: URLs and record revocations.
const createObjectURL = vi.fn<(blob: Blob) => string>();
const revokeObjectURL = vi.fn<(url: string) => void>();
const stubs = { createObjectURL, revokeObjectURL };
const originals = Object.fromEntries(Object.keys(stubs).map((name) => [name, Object.getOwnPropertyDescriptor(URL, name)]));
beforeAll(() => {
  for (const [name, stub] of Object.entries(stubs)) Object.defineProperty(URL, name, { value: stub, configurable: true, writable: true });
});
afterAll(() => {
  for (const [name, descriptor] of Object.entries(originals)) {
    if (descriptor) Object.defineProperty(URL, name, descriptor);
    else Reflect.deleteProperty(URL, name);
  }
});
beforeEach(() => {
  let next = 0;
  createObjectURL.mockReset().mockImplementation(() => `blob:expression-${(next += 1)}`);
  revokeObjectURL.mockReset();
});

const klepikovaAlt = 'Expression pattern of AT1G01010 in the Klepikova Atlas data source';

describe('ExpressionImage', () => {
  it('requests the Klepikova_Atlas image by default', async () => {
    const requested: string[] = [];
    const record = ({ request }: { request: Request }) => void requested.push(new URL(request.url).pathname);
    server.events.on('request:start', record);
    render(<Populated />);
    expect(screen.getByLabelText('Data Source')).toHaveValue('Klepikova_Atlas');
    await screen.findByRole('img', { name: klepikovaAlt });
    server.events.removeListener('request:start', record);
    expect(requested).toEqual(['/api/efp_image/efp_arabidopsis/Klepikova_Atlas/Absolute/AT1G01010']);
  });

  it('shows the image through an object URL', async () => {
    render(<Populated />);
    expect(await screen.findByRole('img', { name: klepikovaAlt })).toHaveAttribute('src', 'blob:expression-1');
    expect(createObjectURL.mock.calls[0]?.[0].type).toBe('image/svg+xml');
  });

  it('offers the 22 data sources by name', () => {
    render(<Populated />);
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(22);
    expect(screen.getByRole('option', { name: 'Lateral Root Initiation' })).toHaveValue('Lateral_Root_Initiation');
  });

  it('loads the picture of the chosen data source and releases the previous one', async () => {
    const user = userEvent.setup();
    render(<Populated />);
    await screen.findByRole('img', { name: klepikovaAlt });
    await user.selectOptions(screen.getByLabelText('Data Source'), 'Root');
    expect(await screen.findByRole('img', { name: 'Expression pattern of AT1G01010 in the Root data source' })).toBeInTheDocument();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:expression-1');
  });

  it('releases the object URL when it goes away', async () => {
    const { unmount } = render(<Populated />);
    await screen.findByRole('img', { name: klepikovaAlt });
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:expression-1');
  });

  it("shows the server's error text when the image service reports failure", async () => {
    render(<ServerError />);
    expect(await screen.findByText('No expression data for this gene in this data source.')).toBeInTheDocument();
  });

  it('substitutes the default image on failure', async () => {
    render(<ServerError />);
    const fallback = await screen.findByRole('img', { name: 'No expression image available for AT1G99999 in the Klepikova Atlas data source' });
    expect(fallback.getAttribute('src')).toMatch(/images\/expression-unavailable\.svg$/);
  });

  it('shows the generic message when the service fails without a report', async () => {
    applyStoryHandlers(HttpError);
    render(<HttpError />);
    expect(await screen.findByText('An error occurred while fetching the image.')).toBeInTheDocument();
  });

  it('shows the unexpected-error message when the service cannot be reached', async () => {
    applyStoryHandlers(FetchFailure);
    render(<FetchFailure />);
    expect(await screen.findByText('An unexpected error occurred. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /No expression image available/ })).toBeInTheDocument();
  });

  it('shows a skeleton while the image loads', () => {
    applyStoryHandlers(Loading);
    render(<Loading />);
    expect(screen.getByRole('status', { name: 'Loading expression image' })).toBeInTheDocument();
  });

  it('links to BAR ePlant in a new tab', () => {
    render(<Populated />);
    const poweredBy = screen.getByRole('link', { name: 'BAR ePlant' });
    expect(poweredBy).toHaveAttribute('href', 'https://bar.utoronto.ca/eplant/');
    expect(poweredBy).toHaveAttribute('target', '_blank');
  });

  it("shows the config's empty text when the record has no locus name", () => {
    render(<Empty />);
    expect(screen.getByText('No data available')).toBeInTheDocument();
  });
});
