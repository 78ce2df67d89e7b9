import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecordPages } from './RecordPages';

const meta = {
  title: 'Pages/Protocol',
  component: RecordPages,
  parameters: { layout: 'fullscreen', route: '/protocol?key=6301001' },
} satisfies Meta<typeof RecordPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: ReturnType<typeof within>, label: string) => within(canvas.getByRole('group', { name: label }));
const linesOf = (canvas: ReturnType<typeof within>, label: string) =>
  [...canvas.getByRole('group', { name: label }).querySelectorAll('[data-line]')].map((line) => line.textContent);

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /^Protocol: Floral dip transformation of Arabidopsis/ }, { timeout: 15_000 }),
    ).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Sections of this page' });
    await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Summary']);
    await expect(canvas.getByRole('link', { name: 'Daniel Okafor' })).toHaveAttribute('href', '/person?key=1501415858');
    await expect(linesOf(canvas, 'Methods')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: /^An enhancer screen for FT-dependent flowering/ })).toHaveAttribute(
      'href',
      '/publication?key=501790002',
    );
    await expect(canvas.getByRole('link', { name: 'flowering stage' })).toHaveAttribute('href', '/keyword?key=7616');
    await expect(field(canvas, 'Websites').getByText('No external links available')).toBeVisible();
  },
};

/** Older links name the protocol by its own id, which resolves to its key (detail/protocol/id). */
export const ById: Story = {
  parameters: { route: '/protocol?id=1001' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /^Protocol: Floral dip transformation of Arabidopsis/ }, { timeout: 15_000 }),
    ).toBeVisible();
  },
};

/** An old link naming an id no protocol has. */
export const UnknownId: Story = {
  parameters: { route: '/protocol?id=424242' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Not Found/ }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('The protocol you asked for was not found.')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { route: '/protocol?key=9999914' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Protocol: Unnamed demo protocol/ }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('No publications available')).toBeVisible();
    await expect(canvas.getByText('No external links available')).toBeVisible();
    await expect(field(canvas, 'Methods').getByText('No data available')).toBeVisible();
    await expect(field(canvas, 'Date Last Modified').getByText('Not specified')).toBeVisible();
  },
};

/** 40 steps in two parts: every step on its own line, the blank line between the parts kept. */
export const LongMethods: Story = {
  parameters: { route: '/protocol?key=9999924' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Protocol: Whole-mount/ }, { timeout: 15_000 })).toBeVisible();
    const lines = linesOf(canvas, 'Methods');
    await expect(lines).toHaveLength(41);
    await expect(lines[20]).toBe('');
    await expect(lines[40]).toBe('40. Demo step 40: incubate and wash.');
  },
};
