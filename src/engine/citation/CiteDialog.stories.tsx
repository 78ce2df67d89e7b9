import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CiteDialog } from './CiteDialog';

const accessed = new Date(2026, 10, 27);

const meta = {
  title: 'Engine/Cite this page',
  component: CiteDialog,
  args: {
    open: true,
    onClose: fn(),
    citation: {
      name: 'AT1G01010',
      accession: 'Locus:2200935',
      recordType: 'locus',
      key: '2200935',
      stableUrl: 'http://127.0.0.1:8080/locus?key=2200935',
      accessed,
      locale: 'en-US',
    },
  },
} satisfies Meta<typeof CiteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) => {
  const element = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Cite this page' });
  // Wait for the fade-in, so that axe checks the dialog as the reader sees it.
  await waitFor(() => expect(element).toBeVisible());
  return within(element);
};

/** A locus: name, accession, portal, date accessed and the stable URL, with both copy buttons. */
export const Locus: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('link', { name: 'http://127.0.0.1:8080/locus?key=2200935' })).toBeVisible();
    await expect(dialog.getByText('November 27, 2026')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Copy as text' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Copy as BibTeX' })).toBeVisible();
  },
};

/** A record without an accession (a transposon): no Accession row, none in the text. */
export const WithoutAccession: Story = {
  args: {
    citation: { name: 'AT1TE12295', recordType: 'transposon', key: '6900001', stableUrl: 'http://127.0.0.1:8080/transposon?key=6900001', accessed, locale: 'en-US' },
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.queryByText('Accession')).not.toBeInTheDocument();
    await expect(dialog.getByTestId('citation-text')).toHaveTextContent(/^AT1TE12295\. The Arabidopsis Information Resource/);
  },
};

/** A long publication title with BibTeX's special characters: it wraps inside the dialog and is escaped in BibTeX. */
export const LongTitle: Story = {
  args: {
    citation: {
      name: 'Genome-wide analysis of the NAC_domain family & its 100% conserved {core} motifs in Arabidopsis thaliana (Col-0) and 40 related species',
      accession: 'pmid:21798944',
      recordType: 'publication',
      key: '501741973',
      stableUrl: 'http://127.0.0.1:8080/publication?key=501741973',
      accessed,
      locale: 'en-US',
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByTestId('citation-bibtex')).toHaveTextContent('NAC\\_domain family \\& its 100\\% conserved \\{core\\}');
  },
};

/**
 * Copying in a browser that refuses the clipboard (the story's frame has no clipboard permission) or grants it:
 * either the status says it was copied or the text is left selected for the reader's own copy keys.
 */
export const AfterCopy: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Copy as text' }));
    await expect(await dialog.findByRole('status')).toHaveTextContent(/Copied \(text\)|The text is selected/);
  },
};
