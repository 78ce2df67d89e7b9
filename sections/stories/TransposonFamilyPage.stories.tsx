import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecordPages } from './RecordPages';

const meta = {
  title: 'Pages/Transposon Family',
  component: RecordPages,
  parameters: { layout: 'fullscreen', route: '/transposonfamily?key=6800001' },
} satisfies Meta<typeof RecordPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 15_000 };

/** ATCOPIA78 (LTR/Copia): two elements, on chromosomes 1 and 3. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Transposon Family: ATCOPIA78/ }, LOAD)).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Sections of this page' });
    await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Summary']);
    await expect(within(canvas.getByRole('group', { name: 'Super Family' })).getByText('LTR/Copia')).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'Date Last Updated' })).getByText('2021-06-15')).toBeVisible();
    const elements = within(canvas.getByRole('table', { name: 'Associated Transposons' }));
    await expect(elements.getByRole('link', { name: 'AT1TE12295' })).toHaveAttribute('href', '/transposon?key=6900001');
    await expect(elements.getByRole('link', { name: 'AT3TE51900' })).toHaveAttribute('href', '/transposon?key=6900002');
    await expect(elements.getByRole('cell', { name: '13,874,300' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { route: '/transposonfamily?key=9999970' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Transposon Family: EMPTYFAMILY1/ }, LOAD)).toBeVisible();
    await expect(canvas.getByText('No Associated Transposons found')).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'Date Last Updated' })).getByText('Not specified')).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'Super Family' })).getByText('No data available')).toBeVisible();
  },
};

/** 1,500 elements: 10 rows a page. */
export const LargeFamily: Story = {
  parameters: { route: '/transposonfamily?key=9999971' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Transposon Family: DEMOHELITRON1/ }, LOAD)).toBeVisible();
    const elements = canvas.getByRole('table', { name: 'Associated Transposons' });
    await expect(within(elements).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByText('1–10 of 1,500')).toBeVisible();
  },
};
