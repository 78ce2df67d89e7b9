import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecordPages } from './RecordPages';

const meta = {
  title: 'Pages/Array Element',
  component: RecordPages,
  parameters: { layout: 'fullscreen', route: '/array_element?key=261585_at' },
} satisfies Meta<typeof RecordPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const ARRAY_ELEMENT_SECTIONS = ['Summary', 'Slides', 'Experiments', 'Array Designs'];

const field = (canvas: ReturnType<typeof within>, label: string) => canvas.getByRole('group', { name: label });

/** 261585_at, the ATH1 probe set of AT1G01010. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Array Element: 261585_at/ }, { timeout: 15_000 })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Sections of this page' });
    await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(ARRAY_ELEMENT_SECTIONS);
    // 002 §3: isControl F is shown as No.
    await expect(field(canvas, 'Control Element')).toHaveTextContent('No');
    await expect(canvas.getByRole('link', { name: 'AT1G01010' })).toHaveAttribute('href', '/locus?key=2200935');
    await expect(canvas.getByRole('button', { name: 'Copy Sequence' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Send to BLAST' })).toHaveAttribute('href', expect.stringContaining('sequence_type=sequence'));
    await expect(within(field(canvas, 'Experiments')).getByRole('link', { name: 'AtGenExpress: Developmental series (flowers and pollen)' })).toHaveAttribute(
      'href',
      '/browse/microarray_experiments/AtGenExpress%3A%20Developmental%20series%20(flowers%20and%20pollen)',
    );
    // 62 slides, two for each ATH1 experiment of the demo data: a header row and the first page of 10.
    await expect(within(field(canvas, 'Slides')).getAllByRole('row')).toHaveLength(11);
    await expect(within(field(canvas, 'Array Designs')).getByText('ATH1-121501')).toBeVisible();
  },
};

/** 002 §7: ?id= is the element's name, resolved to its key by the name lookup. */
export const ById: Story = {
  parameters: { route: '/array_element?id=261585_at' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: /Array Element: 261585_at/ }, { timeout: 15_000 }),
    ).toBeVisible();
  },
};

export const ByAccession: Story = {
  parameters: { route: '/array_element?accession=ArrayElement:2800001' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: /Array Element: 261585_at/ }, { timeout: 15_000 }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { route: '/array_element?key=9999980_at' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No slides available', {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('No Experiments available')).toBeVisible();
    await expect(canvas.getByText('No Array Designs available')).toBeVisible();
    await expect(canvas.getByText('No Sequence available')).toBeVisible();
  },
};

/** A control element: a name with spaces, its locus and experiments as plain names, 1,200 slides. */
export const ControlWith1200Slides: Story = {
  parameters: { route: '/array_element?key=affx_athal_gapdh_3_at' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /AFFX Athal GAPDH 3 at/ }, { timeout: 15_000 })).toBeVisible();
    await expect(field(canvas, 'Control Element')).toHaveTextContent('Yes');
    // A locus given by name only has no key to link by: it is shown as text.
    await expect(field(canvas, 'Locus')).toHaveTextContent('AT3G26650');
    await expect(within(field(canvas, 'Locus')).queryByRole('link')).toBeNull();
    await expect(within(field(canvas, 'Slides')).getByText('1–10 of 1,200')).toBeVisible();
    await expect(within(field(canvas, 'Experiments')).getAllByRole('link')).toHaveLength(3);
  },
};
