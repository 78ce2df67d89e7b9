import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SingleLink } from './SingleLink';

const locus = { locusId: 2000001, name: 'AT1G01060', repGene: { geneId: 500123, name: 'AT1G01060.1' } };

const meta = {
  title: 'Renderers/SingleLink',
  component: SingleLink,
  args: {
    recordType: 'locus',
    sectionId: 'summary',
    record: locus,
    field: { kind: 'link', label: 'Representative gene model', path: 'repGene.name', href: '/gene?key={^repGene.geneId}' },
    value: 'AT1G01060.1',
  },
} satisfies Meta<typeof SingleLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value links to the page its template names. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'AT1G01060.1' })).toHaveAttribute('href', '/gene?key=500123');
  },
};

export const Empty: Story = {
  args: {
    value: null,
    field: { kind: 'link', label: 'Representative gene model', path: 'repGene.name', href: '/gene?key={^repGene.geneId}', empty: 'No data available' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No data available')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Long: Story = {
  args: {
    value: 'AT1G01060.1 LATE ELONGATED HYPOCOTYL, a MYB-related transcription factor of the circadian clock '.repeat(4),
  },
};

export const External: Story = {
  args: {
    record: { stockName: 'SALK_089401' },
    value: 'SALK_089401',
    field: { kind: 'link', label: 'Stock', path: 'stockName', href: 'https://abrc.osu.edu/stocks/number/{$}', external: true },
  },
  // An external link opens in a new tab without an opener.
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'SALK_089401' });
    await expect(link).toHaveAttribute('href', 'https://abrc.osu.edu/stocks/number/SALK_089401');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const WithTextTemplate: Story = {
  args: {
    record: { pubMedId: 10548754, title: 'LHY is a MYB-related transcription factor' },
    value: undefined,
    field: { kind: 'link', label: 'PubMed', href: 'https://pubmed.ncbi.nlm.nih.gov/{pubMedId}', text: 'PubMed {pubMedId}' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'PubMed 10548754' })).toHaveAttribute(
      'href',
      'https://pubmed.ncbi.nlm.nih.gov/10548754',
    );
  },
};

export const UnsafeUrl: Story = {
  args: {
    record: { website: 'javascript:alert(1)' },
    value: 'javascript:alert(1)',
    field: { kind: 'link', label: 'Web site', path: 'website', href: '{$}', external: true },
  },
  // An unsafe URL shows as text, never as a link.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('javascript:alert(1)')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** The record has no key for the link: the text shows without a link. */
export const MissingKey: Story = {
  args: { record: { name: 'AT5G10140' }, value: 'AT5G10140', field: { kind: 'link', label: 'Locus', path: 'name', href: '/locus?key={^locusId}' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('AT5G10140')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};
