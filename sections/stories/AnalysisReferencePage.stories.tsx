import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecordPages } from './RecordPages';

const meta = {
  title: 'Pages/AnalysisReference',
  component: RecordPages,
  parameters: { layout: 'fullscreen', route: '/analysisreference?key=4010' },
} satisfies Meta<typeof RecordPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const SECTIONS = ['Summary', 'External Links'];
const field = (canvas: ReturnType<typeof within>, label: string) => within(canvas.getByRole('group', { name: label }));

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Analysis Reference: InterPro2GO/ }, { timeout: 15_000 })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Sections of this page' });
    await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(SECTIONS);
    await expect(field(canvas, 'Program').getByText('InterProScan')).toBeVisible();
    await expect(field(canvas, 'Reads Nucleotide Sequences').getByText('No')).toBeVisible();
    await expect(field(canvas, 'Reads Peptide Sequences').getByText('Yes')).toBeVisible();
    await expect(field(canvas, 'Date Run').getByText('2023-01-10')).toBeVisible();
    await expect(field(canvas, 'Version').getByText('5.59-91.0')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'InterPro' })).toHaveAttribute('href', 'https://www.ebi.ac.uk/interpro/');
  },
};

export const Empty: Story = {
  parameters: { route: '/analysisreference?key=9999916' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Analysis Reference: Unnamed demo analysis/ }, { timeout: 15_000 })).toBeVisible();
    await expect(field(canvas, 'Date Run').getByText('Not specified')).toBeVisible();
    await expect(field(canvas, 'Date Released').getByText('Not specified')).toBeVisible();
    await expect(field(canvas, 'Reads Peptide Sequences').getByText('No data available')).toBeVisible();
    await expect(canvas.getByText('No external links available')).toBeVisible();
  },
};

/** Flags sent as booleans, dates as epoch milliseconds and a timestamp, and a website whose URL may not be a link. */
export const OddValues: Story = {
  parameters: { route: '/analysisreference?key=9999926' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Analysis Reference: Demo sequence comparison/ }, { timeout: 15_000 })).toBeVisible();
    await expect(field(canvas, 'Reads Nucleotide Sequences').getByText('Yes')).toBeVisible();
    await expect(field(canvas, 'Reads Peptide Sequences').getByText('No')).toBeVisible();
    await expect(field(canvas, 'Date Run').getByText('2020-05-17')).toBeVisible();
    await expect(field(canvas, 'Date Released').getByText('2019-12-01')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Parameters' }).querySelectorAll('[data-line]')).toHaveLength(3);
    await expect(field(canvas, 'Websites').getByText('Local copy')).toBeVisible();
    await expect(field(canvas, 'Websites').queryByRole('link')).toBeNull();
  },
};
