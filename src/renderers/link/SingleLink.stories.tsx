import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const Populated: Story = {};

export const Empty: Story = {
  args: {
    value: null,
    field: { kind: 'link', label: 'Representative gene model', path: 'repGene.name', href: '/gene?key={^repGene.geneId}', empty: 'No data available' },
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
};

export const WithTextTemplate: Story = {
  args: {
    record: { pubMedId: 10548754, title: 'LHY is a MYB-related transcription factor' },
    value: undefined,
    field: { kind: 'link', label: 'PubMed', href: 'https://pubmed.ncbi.nlm.nih.gov/{pubMedId}', text: 'PubMed {pubMedId}' },
  },
};

export const UnsafeUrl: Story = {
  args: {
    record: { website: 'javascript:alert(1)' },
    value: 'javascript:alert(1)',
    field: { kind: 'link', label: 'Web site', path: 'website', href: '{$}', external: true },
  },
};

export const MissingKey: Story = {
  args: { record: { name: 'AT5G10140' }, value: 'AT5G10140', field: { kind: 'link', label: 'Locus', path: 'name', href: '/locus?key={^locusId}' } },
};
