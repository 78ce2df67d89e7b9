import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlastPage } from './BlastPage';

const meta = {
  title: 'Tools/BLAST',
  component: BlastPage,
  parameters: { route: '/tools/blast' },
} satisfies Meta<typeof BlastPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const PROTEIN = 'MEDQVGFGFRPNDEELVGHYLRNKIEGNTSRDVEVAISEVNICSYDPWNLRFQSKYKSRDAMWYFFSRRENNKGNRQSRTTVSGKWKLTGESVEVKDQWG';
const NUCLEOTIDE = 'ATGGAGGATCAAGTTGGGTTTGGGTTCCGTCCGAACGATGAGGAGCTCGTTGGTCACTATCTCCGTAACAAAATCGAAGGAAACACTAGCCGCGACGTTGAAGTAGCCATCAGCGAGGTC';

const controls = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    program: () => canvas.getByRole('combobox', { name: 'Program' }),
    dataset: () => canvas.getByRole('combobox', { name: 'Dataset' }),
    query: () => canvas.getByRole('textbox', { name: 'Query sequence' }),
    run: () => canvas.getByRole('button', { name: 'Run BLAST' }),
    advanced: () => canvas.getByRole('button', { name: 'Advanced options' }),
  };
};

const optionValues = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => (option as HTMLOptionElement).value);

/**
 * Catches the form the browser is about to send: the page's own handler has run (and let it through), and the new
 * tab is not opened.
 */
function catchSubmission() {
  let caught: HTMLFormElement | undefined;
  const listener = (event: SubmitEvent) => {
    if (!event.defaultPrevented) caught = event.target as HTMLFormElement;
    event.preventDefault();
  };
  window.addEventListener('submit', listener);
  return {
    form: async () => {
      await waitFor(() => expect(caught).toBeDefined());
      window.removeEventListener('submit', listener);
      return caught!;
    },
    stop: () => window.removeEventListener('submit', listener),
  };
}

/** The defaults of 001 §9: blastn over the 3' UTRs, advanced options closed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, program, dataset, query, advanced } = controls(canvasElement);
    await waitFor(() => expect(document.title).toBe('TAIR - BLAST'));
    const breadcrumb = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(breadcrumb.getByRole('link', { name: 'Tools' })).toHaveAttribute('href', '/tools/overview');
    await expect(breadcrumb.getByText('BLAST')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('heading', { level: 1, name: /BLAST/ })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Premium content' })).toBeVisible();
    await expect(program()).toHaveValue('blastn');
    await expect(optionValues(program())).toEqual(['blastn', 'blastp', 'blastx', 'tblastn', 'tblastx']);
    await expect(dataset()).toHaveValue('araport11_3utr');
    await expect(within(dataset()).getByRole('option', { selected: true })).toHaveTextContent("Araport11 3' UTR sequences");
    // What the default dataset holds, from the server's count (the fixture's), said beside it.
    await waitFor(() => expect(dataset()).toHaveAccessibleDescription("Holds 3,250 nucleotide sequences: 3' untranslated regions: only the ends of the transcripts, one per gene model."));
    await expect(canvas.getByRole('radio', { name: 'Sequence (raw or FASTA)' })).toBeChecked();
    await expect(query()).toHaveValue('');
    await expect(advanced()).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('combobox', { name: 'Expectation (E) threshold' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeVisible();
  },
};

/** As a protein page's 'Send to BLAST' opens it: blastp, a protein dataset, blosum62; the sequence after 500 ms. */
export const PrefilledFromProtein: Story = {
  parameters: { route: `/tools/blast?sequence_type=protein&sequence=${PROTEIN}` },
  play: async ({ canvasElement }) => {
    const { canvas, program, dataset, query, advanced } = controls(canvasElement);
    await expect(program()).toHaveValue('blastp');
    await expect(dataset()).toHaveValue('araport11_protein');
    await expect(optionValues(dataset())).toEqual(['araport11_protein', 'tair10_protein']);
    await expect(query()).toHaveValue('');
    await waitFor(() => expect(query()).toHaveValue(PROTEIN), { timeout: 2000 });
    await userEvent.click(advanced());
    await expect(canvas.getByRole('combobox', { name: 'Matrix' })).toHaveValue('blosum62');
  },
};

/** As a nucleotide sequence's 'Send to BLAST' opens it: blastn over the transcripts (the cDNA dataset). */
export const PrefilledFromNucleotide: Story = {
  parameters: { route: `/tools/blast?sequence_type=sequence&sequence=${NUCLEOTIDE}` },
  play: async ({ canvasElement }) => {
    const { program, dataset, query } = controls(canvasElement);
    await expect(program()).toHaveValue('blastn');
    await expect(dataset()).toHaveValue('araport11_transcript');
    await waitFor(() => expect(query()).toHaveValue(NUCLEOTIDE), { timeout: 2000 });
  },
};

/** As a results page's 'Back to the BLAST form' opens it: the search's own fields, the query half a second later. */
export const PrefilledFromResults: Story = {
  parameters: { route: `/tools/blast?algorithm=blastn&BlastTargetSet=genome&Expectation=0.01&QueryFilter=F&Comment=again&sequence=${NUCLEOTIDE}` },
  play: async ({ canvasElement }) => {
    const { canvas, program, dataset, query, advanced } = controls(canvasElement);
    await expect(program()).toHaveValue('blastn');
    await expect(dataset()).toHaveValue('genome');
    await waitFor(() => expect(dataset()).toHaveAccessibleDescription('Holds 7 chromosomes, whole.'));
    await waitFor(() => expect(query()).toHaveValue(NUCLEOTIDE), { timeout: 2000 });
    await userEvent.click(advanced());
    await expect(canvas.getByRole('combobox', { name: 'Expectation (E) threshold' })).toHaveValue('0.01');
  },
};

/** 001 §4: a new program lists only the datasets it can search, selects the first, and sets its matrix. */
export const ProgramChanged: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, program, dataset, advanced } = controls(canvasElement);
    await userEvent.click(advanced());
    const matrix = canvas.getByRole('combobox', { name: 'Matrix' });
    await expect(matrix).toHaveValue('');
    await userEvent.selectOptions(program(), 'blastx');
    await expect(dataset()).toHaveValue('araport11_protein');
    await expect(matrix).toHaveValue('');
    await userEvent.selectOptions(program(), 'tblastn');
    await expect(dataset()).toHaveValue('araport11_transcript');
    await expect(optionValues(dataset())).toContain('genome');
    await expect(optionValues(dataset())).not.toContain('araport11_protein');
    await expect(matrix).toHaveValue('blosum62');
  },
};

/** Every advanced setting with its default (001 §9), and the choices of the spec. */
export const AdvancedOpen: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, advanced } = controls(canvasElement);
    await userEvent.click(advanced());
    await expect(advanced()).toHaveAttribute('aria-expanded', 'true');
    const select = (name: string) => canvas.getByRole('combobox', { name });
    await expect(select('Maximum scores shown')).toHaveValue('100');
    await expect(select('Maximum alignments shown')).toHaveValue('50');
    await expect(select('Nucleotide mismatch score')).toHaveValue('-3');
    await expect(select('Nucleotide match score')).toHaveValue('2');
    for (const name of ['Gap opening penalty', 'Gap extension penalty', 'Extension threshold', 'Word size']) {
      await expect(within(select(name)).getByRole('option', { selected: true })).toHaveTextContent('0 (use default)');
    }
    await expect(select('Expectation (E) threshold')).toHaveValue('10');
    await expect(optionValues(select('Expectation (E) threshold'))).toEqual(['0.0001', '0.001', '0.01', '0.1', '1', '10', '100', '1000']);
    await expect(optionValues(select('Matrix'))).toEqual(['', 'blosum45', 'blosum50', 'blosum62', 'blosum80', 'blosum90', 'pam30', 'pam70', 'pam250']);
    await expect(select('Query genetic code')).toHaveValue('1');
    await expect(optionValues(select('Query genetic code'))).toEqual(['1', '2', '3', '4', '5', '6', '9', '10', '11', '12', '13', '14', '15']);
    await expect(canvas.getByRole('checkbox', { name: 'Gapped alignment' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Filter low-complexity regions of the query' })).toBeChecked();
    await expect(select('Reply format')).toHaveValue('HTML');
    await expect(select('Reply by')).toHaveValue('BROWSER');
  },
};

/** Run BLAST with nothing to search, then with a protein for blastn, then too long: each stopped with a sentence. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, query, run } = controls(canvasElement);
    const submission = catchSubmission();
    await userEvent.click(run());
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a query sequence (raw or FASTA) before running BLAST.');
    await expect(query()).toHaveFocus();
    await expect(query()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(query(), 'MEDQLFPEQ');
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^blastn needs a nucleotide query, but the query holds 'E', 'Q', 'L', 'F', 'P'/);
    await userEvent.clear(query());
    query().focus();
    await userEvent.paste('A'.repeat(20_001));
    await expect(canvas.getByRole('alert')).toHaveTextContent('The query is 20,001 residues long; BLAST here takes at most 20,000.');
    await userEvent.click(canvas.getByRole('button', { name: 'Advanced options' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Reply by' }), 'EMAIL-MESSAGE');
    await userEvent.clear(query());
    query().focus();
    await userEvent.paste('ACGTACGTACGT');
    await userEvent.click(run());
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter the e-mail address the results should be sent to.');
    await expect(canvas.getByRole('textbox', { name: 'Reply to (e-mail address)' })).toHaveFocus();
    submission.stop();
  },
};

/** Run BLAST sends a real form in a new tab, with the field names of 001 §3.4 and the tick boxes as T/F. */
export const RunSendsTheForm: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, program, query, run } = controls(canvasElement);
    await userEvent.selectOptions(program(), 'blastx');
    query().focus();
    await userEvent.paste(`>my query\n${NUCLEOTIDE}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Advanced options' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Filter low-complexity regions of the query' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Query genetic code' }), '11');
    const submission = catchSubmission();
    await userEvent.click(run());
    const form = await submission.form();
    await expect(form.getAttribute('method')).toBe('post');
    await expect(form.getAttribute('target')).toBe('_blank');
    await expect(form.getAttribute('action')).toBe('/tools-service/blast');
    await expect(Object.fromEntries(new FormData(form))).toEqual({
      default_db: 'araport11_protein',
      QueryFilter: 'F',
      GappedAlignment: 'T',
      algorithm: 'blastx',
      BlastTargetSet: 'araport11_protein',
      textbox: 'seq',
      QueryText: `>my query\n${NUCLEOTIDE}`,
      Matrix: '',
      NucleicMatch: '2',
      NucleicMismatch: '-3',
      OpenPenalty: '0',
      ExtendPenalty: '0',
      Expectation: '10',
      WordSize: '0',
      ExtensionThreshold: '0',
      QueryGeneticCode: '11',
      MaxScores: '100',
      MaxAlignments: '50',
      ReplyFormat: 'HTML',
      ReplyVia: 'BROWSER',
      ReplyTo: '',
      Comment: '',
    });
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Reset restores the defaults, not the address's prefill. */
export const ResetRestoresDefaults: Story = {
  parameters: { route: `/tools/blast?sequence_type=protein&sequence=${PROTEIN}` },
  play: async ({ canvasElement }) => {
    const { canvas, program, dataset, query, advanced } = controls(canvasElement);
    await waitFor(() => expect(query()).toHaveValue(PROTEIN), { timeout: 2000 });
    await userEvent.click(advanced());
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Expectation (E) threshold' }), '0.001');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Gapped alignment' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(program()).toHaveValue('blastn');
    await expect(dataset()).toHaveValue('araport11_3utr');
    await expect(query()).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Expectation (E) threshold' })).toHaveValue('10');
    await expect(canvas.getByRole('combobox', { name: 'Matrix' })).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: 'Gapped alignment' })).toBeChecked();
  },
};

/** Locus IDs instead of a sequence: the box says so, and what is not an AGI id is named. */
export const LocusQuery: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, run } = controls(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Locus or gene model IDs' }));
    const ids = canvas.getByRole('textbox', { name: 'Locus or gene model IDs' });
    await userEvent.type(ids, 'AT1G01010{enter}NAC001');
    const submission = catchSubmission();
    await userEvent.click(run());
    await expect(canvas.getByRole('alert')).toHaveTextContent('NAC001: not AGI locus or gene model IDs (for example AT1G01010 or AT1G01010.1).');
    submission.stop();
  },
};

const phone = {
  parameters: {
    viewport: { options: { phone375: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
} as const;

/** At 375 px, advanced options open: nothing scrolls sideways. */
export const Narrow: Story = {
  ...phone,
  play: async ({ canvasElement }) => {
    const { advanced } = controls(canvasElement);
    await userEvent.click(advanced());
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
