import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecordPages } from './RecordPages';

const meta = {
  title: 'Pages/Clone End',
  component: RecordPages,
  parameters: { layout: 'fullscreen', route: '/cloneend?key=5101001' },
} satisfies Meta<typeof RecordPages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** T25K16-T7: the T7 end of the BAC T25K16, in AT1G01010, mapped forward, cited by a publication. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Clone End Detail/ }, { timeout: 15_000 })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Sections of this page' });
    await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Summary']);
    await expect(canvas.getByText('T25K16-T7')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'AT1G01010' })).toHaveAttribute('href', '/locus?key=2200935');
    await expect(within(canvas.getByRole('group', { name: 'Clone' })).getByRole('link', { name: 'T25K16' })).toHaveAttribute('href', '/clone?key=5001003');
    await expect(within(canvas.getByRole('table', { name: 'Map Details' })).getByText('forward')).toBeVisible();
    const publications = canvas.getByRole('table', { name: 'Publications' });
    await expect(within(publications).getByRole('link', { name: /chromosome 1/ })).toHaveAttribute('href', '/publication?key=1546291');
  },
};

export const Empty: Story = {
  parameters: { route: '/cloneend?key=9999960' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('EMPTY-END', {}, { timeout: 15_000 })).toBeVisible();
    for (const text of ['No sequences available', 'No map details found', 'No publications available', 'No comments available', 'No Attributions available']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

/** T25K16-SP6: the other end of T25K16, opened by its accession, mapped on the reverse strand; its clone's stock. */
export const MappedReverse: Story = {
  parameters: { route: '/cloneend?accession=CloneEnd:5101002' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Clone End Detail/ }, { timeout: 15_000 })).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: /^Map Details/ })).getByText('reverse')).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: /^Clone$/ })).getByRole('link', { name: 'T25K16' })).toHaveAttribute('href', '/clone?key=5001003');
    await expect(within(canvas.getByRole('group', { name: /^Clone Stock$/ })).getByRole('link', { name: 'T25K16' })).toHaveAttribute(
      'href',
      'https://abrc.osu.edu/stocks/number/T25K16',
    );
  },
};

/** An end whose clone has no record (its name is plain text), mapped once without an orientation. */
export const Unplaced: Story = {
  parameters: { route: '/cloneend?accession=CloneEnd:9999961' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const clone = await canvas.findByRole('group', { name: 'Clone' }, { timeout: 15_000 });
    await expect(within(clone).getByText('F9A1')).toBeVisible();
    await expect(within(clone).queryByRole('link')).not.toBeInTheDocument();
    const maps = within(canvas.getByRole('table', { name: 'Map Details' }));
    await expect(maps.getAllByText('unknown')).toHaveLength(2);
  },
};
