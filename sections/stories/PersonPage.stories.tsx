import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecordPages } from './RecordPages';

const meta = {
  title: 'Pages/Person',
  component: RecordPages,
  parameters: { layout: 'fullscreen', route: '/person?key=1501415858' },
} satisfies Meta<typeof RecordPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: ReturnType<typeof within>, label: string) => within(canvas.getByRole('group', { name: label }));

/** Daniel Okafor shows his e-mail (displayEmail 'T'), his ORCID iD and two publications. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Person: Daniel Okafor/ }, { timeout: 15_000 })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Sections of this page' });
    await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Summary']);
    await expect(canvas.getByRole('link', { name: '0000-0002-1825-0097' })).toHaveAttribute('href', 'https://orcid.org/0000-0002-1825-0097');
    await expect(field(canvas, 'E-mail').getByRole('link', { name: 'd.okafor@example.org' })).toHaveAttribute(
      'href',
      'mailto:d.okafor%40example.org',
    );
    await expect(field(canvas, 'Institution').getByText('Carnegie Institution for Science, Department of Plant Biology')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Dawn-phased turnover of LHY and CCA1/ })).toHaveAttribute('href', '/publication?key=501790001');
  },
};

/** Priya Raman has chosen not to show her e-mail (displayEmail 'F'): no E-mail row at all. */
export const EmailHidden: Story = {
  parameters: { route: '/person?key=1501420020' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Person: Priya Raman/ }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'E-mail' })).toBeNull();
    await expect(canvas.queryByText('p.raman@example.org')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { route: '/person?key=9999911' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Person: Doe/ }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('No publications available')).toBeVisible();
    await expect(field(canvas, 'ORCID iD').getByText('No data available')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'E-mail' })).toBeNull();
  },
};
