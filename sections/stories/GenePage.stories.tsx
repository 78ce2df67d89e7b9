import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, within } from 'storybook/test';
import { handlers } from '../../mocks/handlers';
import { RecordPages } from './RecordPages';

const meta = {
  title: 'Pages/Gene',
  component: RecordPages,
  parameters: { layout: 'fullscreen', route: '/gene?name=AT1G01010.1' },
} satisfies Meta<typeof RecordPages>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /AT1G01010\.1/ }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('img', { name: /Gene structure/ })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { route: '/gene?name=AT5G99990.1' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 15_000 })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/detail/gene/name', () => delay('infinite')), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading gene');
  },
};
