import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withCurrentLocation } from '../link/CurrentLocation';
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

/** The publication's annotation count: following it stores the search and opens its results. */
export const StoredSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: '38' }));
    const key = new URLSearchParams(canvas.getByRole('status', { name: 'Current location' }).textContent?.split('?')[1]).get('key') ?? '';
    await expect(key).toMatch(/^searchParams_\d+$/);
    await expect(JSON.parse(window.localStorage.getItem(key) ?? 'null')).toEqual({ publicationId: '501790001' });
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
};

/** Without the id the search needs, the count stands alone. */
export const MissingId: Story = { args: { record: { annotationCount: 38 } } };

export const Empty: Story = { args: { value: null, field: { ...meta.args.field, empty: 'No Annotations available' } } };
