import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RecordPages } from './RecordPages';

const meta = {
  title: 'Pages/Polyallele',
  component: RecordPages,
  parameters: { layout: 'fullscreen', route: '/polyallele?key=4500910' },
} satisfies Meta<typeof RecordPages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens every row detail of a table (its digest and verified state are there). */
async function openRowDetails(table: HTMLElement) {
  for (const toggle of within(table).getAllByRole('button', { name: /^Details of / })) await userEvent.click(toggle);
}

const POLYMORPHISM_SECTIONS = [
  'Summary',
  'Associated Genes',
  'Associated Polymorphisms',
  'Genetic Markers',
  'Germplasms',
  'Maps',
  'Associated Nucleotide Sequences',
  'Publications',
];

/**
 * AT1G01010-CL1: a Col-0/Ler-0 digest pattern with its two accession forms, a GenBank sequence and a map location;
 * opened by its whole-number accession (002 §5), as other pages link to it.
 */
export const Populated: Story = {
  parameters: { route: '/polyallele?accession=4500910' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Polymorphism: AT1G01010-CL1/ }, { timeout: 15_000 })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Sections of this page' });
    await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(POLYMORPHISM_SECTIONS);
    const forms = canvas.getByRole('table', { name: 'Associated Polymorphisms' });
    await openRowDetails(forms);
    await expect(within(forms).getByRole('link', { name: 'Polymorphism:4500912' })).toHaveAttribute('href', '/polyallele?key=4500912');
    await expect(within(forms).getByRole('link', { name: 'Ler-0' })).toHaveAttribute('href', '/ecotype?key=91');
    await expect(within(forms).getAllByRole('link', { name: 'HindIII' })[0]).toHaveAttribute('target', '_blank');
    const genes = canvas.getByRole('table', { name: 'Associated Genes' });
    await expect(within(genes).getByRole('link', { name: 'AT1G01010' })).toHaveAttribute('href', '/locus?key=2200935');
    await expect(within(canvas.getByRole('table', { name: 'Map Locations' })).getByText('forward')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'AY087844' })).toHaveAttribute('href', 'https://www.ncbi.nlm.nih.gov/nucleotide/AY087844');
    await expect(canvas.getByText('No Germplasm available')).toBeVisible();
    await expect(canvas.getByText('No markers available')).toBeVisible();
  },
};

/** Opened by its name, in whatever case the link wrote it. */
export const ByName: Story = {
  parameters: { route: '/polyallele?name=lfy-12' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Polymorphism: lfy-12/ }, { timeout: 15_000 })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Polymorphism: lfy-12'));
  },
};

export const Empty: Story = {
  parameters: { route: '/polyallele?key=9999930' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Polymorphism: EMPTY-ALLELE/ }, { timeout: 15_000 })).toBeVisible();
    for (const text of [
      'No Alias Available',
      'No comments available',
      'No Attributions available',
      'No Associated Genes available',
      'No Associated Polymorphisms available',
      'No markers available',
      'No Germplasm available',
      'No Map Locations available',
      'No sequences available',
      'No publications available',
    ]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

/** Carried by 40 lines (the table pages), two markers, an unverified form with a very long sequence. */
export const ManyCarriers: Story = {
  parameters: { route: '/polyallele?key=9999931' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const germplasms = await canvas.findByRole('table', { name: 'Germplasms' }, { timeout: 15_000 });
    await expect(within(germplasms).getAllByRole('link')).toHaveLength(10);
    await expect(canvas.getByText('1–10 of 40')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'NAC001-DEL-F1' })).toHaveAttribute('href', '/marker?key=9990001');
    await openRowDetails(canvas.getByRole('table', { name: 'Associated Polymorphisms' }));
    const forms = within(canvas.getByRole('table', { name: 'Associated Polymorphisms' }));
    await expect(forms.getByText('No')).toBeVisible();
    await expect(forms.getByText('Yes')).toBeVisible();
  },
};

/** 002 §5: a polymorphism accession must be a whole number; anything else shows the error view. */
export const AccessionNotAWholeNumber: Story = {
  parameters: { route: '/polyallele?accession=4500910a' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /cannot be shown/ }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('Accession "4500910a" is not a whole number.')).toBeVisible();
  },
};
