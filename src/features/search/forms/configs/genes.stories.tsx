import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FormWithResults } from '../engine/formStorySupport';
import { searchForm } from './genes';

const meta = {
  title: 'Pages/Search/Forms/Genes',
  component: FormWithResults,
  args: { config: searchForm },
  parameters: { route: '/search/genes' },
} satisfies Meta<typeof FormWithResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: breadcrumb, title, Help, text, the five filter groups, Reset and Submit Query twice, a live count. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Gene Search' })).toBeVisible();
    const breadcrumb = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(within(breadcrumb).getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search/overview');
    await expect(within(breadcrumb).getByText('Genes')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help#searching');
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual([
      'Search by Name or Phenotype',
      'Search by Gene List',
      'Search by Associated Keyword',
      'Restrict by Features',
      'Restrict by Map Locations',
    ]);
    await expect(canvas.getAllByRole('button', { name: 'Submit Query' })).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: 'Reset' })).toHaveLength(2);
    await expect(canvas.getByRole('combobox', { name: 'Search by' })).toHaveValue('name');
    await expect(within(canvas.getByRole('listbox', { name: 'Evidence codes' })).getAllByRole('option')).toHaveLength(22);
    await expect(within(canvas.getByRole('listbox', { name: 'Gene model type' })).getAllByRole('option')).toHaveLength(18);
    await expect(within(canvas.getByRole('combobox', { name: 'Chromosome' })).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'any', '1', '2', '3', '4', '5', 'chloroplast genome', 'mitochondrial genome',
    ]);
    // The fixtures answer every gene search with their loci.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^about \d+ loci$/), { timeout: 5000 });
  },
};

/** Opened from an address that holds a filled form (Back from the results, a bookmark). */
export const FilledFromAddress: Story = {
  parameters: { route: '/search/genes?searchBy=description&detailSearchText=F-box&evidence=IEA&evidence=ISS&chromosome=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Search text' })).toHaveValue('F-box');
    await expect(canvas.getByRole('combobox', { name: 'Search by' })).toHaveValue('description');
    const chosen = [...(canvas.getByRole('listbox', { name: 'Evidence codes' }) as HTMLSelectElement).selectedOptions].map((option) => option.value);
    await expect(chosen).toEqual(['IEA', 'ISS']);
    await expect(canvas.getByRole('combobox', { name: 'Chromosome' })).toHaveValue('1');
  },
};

/** A position below zero: the field says so, and Submit Query stays on the form with a message. */
export const PositionProblem: Story = {
  parameters: { route: '/search/genes?startPos=-5' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('From must be at least 0.')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Submit Query' })[1]!);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please correct the form before searching: From must be at least 0.');
    await expect(canvas.getByRole('spinbutton', { name: 'From' })).toHaveFocus();
  },
};

/** A phone: every row wraps and the page never scrolls sideways. */
export const Narrow: Story = {
  parameters: {
    viewport: { options: { phone375: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Gene Search' });
    await expect(window.innerWidth).toBeLessThanOrEqual(400);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
