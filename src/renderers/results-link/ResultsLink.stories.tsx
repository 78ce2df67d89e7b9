import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withCurrentLocation } from '../link/CurrentLocation.storySupport';
import { ResultsLink } from './ResultsLink';

const publication = { referenceId: 501790001, title: 'FLOWERING LOCUS C and the vernalization response', annotationCount: 38 };

const meta = {
  title: 'Renderers/ResultsLink',
  component: ResultsLink,
  decorators: [withCurrentLocation],
  args: {
    recordType: 'publication',
    sectionId: 'summary',
    record: publication,
    value: 38,
    field: {
      kind: 'resultsLink',
      label: 'Annotations',
      path: 'annotationCount',
      text: '{$|number}',
      results: { category: 'annotations', params: { publicationId: '{^referenceId}' }, store: true },
    },
  },
} satisfies Meta<typeof ResultsLink>;

export default meta;
type Story = StoryObj<typeof meta>;

// The key under which the link hands its search to the results page, read from the link's address.
const storageKeyOf = (link: HTMLElement) => new URL(link.getAttribute('href') ?? '', window.location.origin).searchParams.get('key') ?? '';
const storedSearch = (key: string) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as unknown;

/** The publication's annotation count: following it stores the search under a timestamped key and opens its results. */
export const StoredSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: '38' });
    // Only following the link stores the search: reading the page leaves nothing behind.
    await expect(window.localStorage.getItem(storageKeyOf(link))).toBeNull();
    await userEvent.click(link);
    const address = new URL(canvas.getByRole('status', { name: 'Current location' }).textContent ?? '', window.location.origin);
    await expect(address.pathname).toBe('/results');
    await expect(address.searchParams.get('category')).toBe('annotations');
    const key = address.searchParams.get('key') ?? '';
    await expect(key).toMatch(/^searchParams_\d+$/);
    await expect(storedSearch(key)).toEqual({ publicationId: '501790001' });
  },
};

/** A middle click opens the results in a new tab, so the search is stored before the browser follows the link. */
export const MiddleClicked: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '38' });
    await expect(window.localStorage.getItem(storageKeyOf(link))).toBeNull();
    // A synthetic auxclick runs the link's handler without the browser opening a real tab.
    link.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    await expect(storedSearch(storageKeyOf(link))).toEqual({ publicationId: '501790001' });
  },
};

/** Parameters that travel in the address (search_params). */
export const InTheAddress: Story = {
  args: {
    record: { locusId: 2200935, name: 'AT1G01010' },
    value: undefined,
    field: {
      kind: 'resultsLink',
      label: 'Germplasms',
      text: 'Germplasms of {^name}',
      results: { category: 'germplasm', params: { searchTerms: [{ search_type: 'locus_name', search_method: 'exactly', search_input: '{^name}' }] } },
    },
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Germplasms of AT1G01010' });
    const href = new URL(link.getAttribute('href') ?? '', window.location.origin);
    await expect(JSON.parse(href.searchParams.get('search_params') ?? '')).toEqual({
      searchTerms: [{ search_type: 'locus_name', search_method: 'exactly', search_input: 'AT1G01010' }],
    });
  },
};

/** Without the id the search needs, the count stands alone. */
export const MissingId: Story = {
  args: { record: { annotationCount: 38 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('38')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { value: null, field: { ...meta.args.field, empty: 'No Annotations available' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Annotations available')).toBeVisible();
  },
};
