import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { changeMismatch, defaultPatmatchValues } from './patmatchForm';
import { PatmatchPage } from './PatmatchPage';

const meta = {
  title: 'Pages/Tools/Patmatch',
  component: PatmatchPage,
  parameters: { route: '/tools/Patmatch' },
} satisfies Meta<typeof PatmatchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const posted = (canvasElement: HTMLElement) => {
  const form = within(canvasElement).getByRole('form', { name: 'Pattern search' }) as HTMLFormElement;
  return Object.fromEntries(new FormData(form)) as Record<string, string>;
};

/** The empty form with the defaults of 001 §9. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(document.title).toBe('TAIR - Patmatch'));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Patmatch' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Home/Tools/Patmatch');
    await expect(canvas.getByRole('radio', { name: 'Nucleotide' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Database' })).toHaveValue('araport11_transcript');
    await expect(canvas.getByRole('radio', { name: 'Both strands' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Maximum hits' })).toHaveDisplayValue('75,000');
    await expect(canvas.getByText(/a maximum of 250,000 hits/)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Mismatches allowed' })).toHaveValue('0');
    await expect(canvas.getByRole('textbox', { name: 'Minimum hits per sequence' })).toHaveValue('1');
    await expect(canvas.getByRole('textbox', { name: 'Maximum hits per sequence' })).toHaveValue('100');
    await expect(canvas.getByRole('table', { name: 'Pattern syntax' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start Pattern Search' })).toBeVisible();
    const form = canvas.getByRole('form', { name: 'Pattern search' });
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('target', '_blank');
    await expect(form).toHaveAttribute('action', '/tools-service/patmatch');
  },
};

/** Peptide chosen: the protein databases only, the first of them selected. */
export const Peptide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Peptide' }));
    const database = canvas.getByRole('combobox', { name: 'Database' });
    await expect(database).toHaveValue('araport11_protein');
    await expect(within(database).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Araport11 protein sequences',
      'TAIR10 protein sequences',
    ]);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Pattern' }), 'kdel>');
    await expect(posted(canvasElement)).toMatchObject({ seq_class: 'peptide', current_db: 'araport11_protein', pat: 'KDEL>' });
  },
};

/** 001 §4 by clicking: mismatch 2 ticks all kinds, unticking all sets 0, ticking one makes it 1. */
export const MismatchCoupling: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mismatch = canvas.getByRole('combobox', { name: 'Mismatches allowed' });
    const kinds = ['Insertions', 'Deletions', 'Substitutions'].map((name) => canvas.getByRole('checkbox', { name }));
    await userEvent.selectOptions(mismatch, '2');
    for (const kind of kinds) await expect(kind).toBeChecked();
    for (const kind of kinds) await userEvent.click(kind);
    await expect(mismatch).toHaveValue('0');
    await userEvent.click(kinds[2]!);
    await expect(mismatch).toHaveValue('1');
    await expect(posted(canvasElement)).toMatchObject({ mismatch: '1', insertion: 'off', deletion: 'off', substitution: 'on' });
    await userEvent.selectOptions(mismatch, '0');
    for (const kind of kinds) await expect(kind).not.toBeChecked();
  },
};

/** A filled form: a peptide pattern with 2 mismatches of any kind, Crick strand and 250,000 hits. */
export const Filled: Story = {
  args: {
    initialValues: {
      ...changeMismatch({ ...defaultPatmatchValues(), pattern: 'TATAWAWR', strand: 'Crick', maxHits: 250000, database: 'genome' }, 2),
      minSeqHits: '2',
      maxSeqHits: '500',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(posted(canvasElement)).toEqual({
      default_db: 'araport11_transcript',
      current_db: 'genome',
      seq_class: 'nucleotide',
      pat: 'TATAWAWR',
      strand: 'Crick',
      maxhits: '250000',
      mismatch: '2',
      min_seq_hits: '2',
      max_seq_hits: '500',
      insertion: 'on',
      deletion: 'on',
      substitution: 'on',
    });
  },
};

/** A refused search: the pattern is too short, and the focus goes to it with the reason. */
export const PatternTooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pattern = canvas.getByRole('textbox', { name: 'Pattern' });
    await userEvent.type(pattern, 'ga');
    await userEvent.click(canvas.getByRole('button', { name: 'Start Pattern Search' }));
    await expect(pattern).toHaveFocus();
    await expect(pattern).toBeInvalid();
    await expect(pattern).toHaveAccessibleDescription('A pattern must span at least 3 residues; this one can match 2.');
  },
};

/** A pattern that breaks the syntax shows why when the field is left. */
export const PatternSyntaxError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pattern = canvas.getByRole('textbox', { name: 'Pattern' });
    await userEvent.type(pattern, 'AC[[GT'); // '[[' types one '['
    await userEvent.tab();
    await expect(pattern).toHaveAccessibleDescription('A set opened with [ is not closed with ].');
  },
};

/** Hits per sequence out of bounds (001 §5) and a maximum below the minimum. */
export const HitsOutOfBounds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Pattern' }), 'GATTACA');
    const min = canvas.getByRole('textbox', { name: 'Minimum hits per sequence' });
    const max = canvas.getByRole('textbox', { name: 'Maximum hits per sequence' });
    await userEvent.clear(min);
    await userEvent.type(min, '0');
    await userEvent.clear(max);
    await userEvent.type(max, '100000');
    await userEvent.click(canvas.getByRole('button', { name: 'Start Pattern Search' }));
    await expect(min).toHaveFocus();
    await expect(min).toHaveAccessibleDescription('Minimum hits per sequence must be a whole number from 1 to 99999.');
    await expect(max).toHaveAccessibleDescription('Maximum hits per sequence must be a whole number from 1 to 99999.');
    await userEvent.clear(min);
    await userEvent.type(min, '20');
    await userEvent.clear(max);
    await userEvent.type(max, '5');
    await expect(max).toHaveAccessibleDescription('Maximum hits per sequence (5) must not be less than the minimum (20).');
  },
};

/** Reset after changes restores every default and clears the messages. */
export const AfterReset: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Peptide' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Pattern' }), 'K');
    await userEvent.click(canvas.getByRole('button', { name: 'Start Pattern Search' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    const pattern = canvas.getByRole('textbox', { name: 'Pattern' });
    await expect(pattern).toHaveValue('');
    await expect(pattern).toBeValid();
    await expect(canvas.getByRole('radio', { name: 'Nucleotide' })).toBeChecked();
    await expect(posted(canvasElement)).toMatchObject({ seq_class: 'nucleotide', current_db: 'araport11_transcript', pat: '', mismatch: '0' });
  },
};

/** At 375 px the syntax table wraps within the screen: nothing scrolls sideways. */
export const Phone: Story = {
  parameters: {
    viewport: { options: { phone375: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table', { name: 'Pattern syntax' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
