import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { LARGE_LOCUS_ID } from '../../mocks/fixtures/locus';
import { handlers } from '../../mocks/handlers';
import { recordTypes } from '../index';
import { RecordPages } from './RecordPages';

const meta = {
  title: 'Pages/Locus',
  component: RecordPages,
  parameters: { layout: 'fullscreen', route: '/locus?name=AT1G01010' },
} satisfies Meta<typeof RecordPages>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Gene: AT1G01010/ }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Sections of this page' })).toBeVisible();
    await expect(canvas.queryByText(/has little data yet/)).toBeNull();
  },
};

export const Obsolete: Story = {
  parameters: { route: '/locus?name=AT1G01015' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('(obsolete)', {}, { timeout: 15_000 })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { route: '/locus?name=AT5G99990' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No publications available', {}, { timeout: 15_000 })).toBeVisible();
    // Said once at the top; the empty sections are brief, each field's empty text under its label.
    await expect(canvas.getAllByText(/has little data yet/)).toHaveLength(1);
    await expect(within(canvas.getByRole('group', { name: 'Gene Models' })).getByText('No RNA Data Found')).toBeVisible();
  },
};

const LOCUS_SECTION_IDS = recordTypes.find((config) => config.type === 'locus')?.sections.map((section) => section.id);

/**
 * AT4G36920, a heavy record (~14,800 list items): the title and first sections paint first and the others render in
 * the background (src/engine/page/firstPaint.ts), yet every section arrives, in config order, and none breaks.
 */
export const LargeRecord: Story = {
  parameters: { route: `/locus?key=${LARGE_LOCUS_ID}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Gene: AT4G36920/ }, { timeout: 20_000 })).toBeVisible();
    const sectionIds = () => [...canvasElement.querySelectorAll('section[data-section-id]')].map((section) => section.getAttribute('data-section-id'));
    await waitFor(() => expect(sectionIds()).toEqual(LOCUS_SECTION_IDS), { timeout: 20_000 });
    await expect(canvas.queryByText('This part of the page could not be displayed.')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/detail/locus/name', () => delay('infinite')), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading locus');
  },
};

export const NotFound: Story = {
  parameters: { route: '/locus?key=999999999' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Not Found' }, { timeout: 15_000 })).toBeVisible();
  },
};

export const MalformedResponse: Story = {
  parameters: { route: '/locus?key=malformed' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This locus cannot be shown' }, { timeout: 15_000 })).toBeVisible();
  },
};
