import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, within } from 'storybook/test';
import { handlers } from '../../../mocks/handlers';
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
