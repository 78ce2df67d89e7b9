import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LinkList } from './LinkList';

const externalLinkGroups = [
  {
    type: 'Sequence databases',
    links: [
      { websiteName: 'GenBank', url: 'https://www.ncbi.nlm.nih.gov/nucleotide/NM_099983' },
      { websiteName: 'RefSeq', url: 'https://www.ncbi.nlm.nih.gov/protein/NP_171609' },
    ],
  },
  {
    type: 'Protein databases',
    links: [
      { websiteName: 'UniProt', url: 'https://www.uniprot.org/uniprot/Q0WV96' },
      { websiteName: 'InterPro', url: 'https://www.ebi.ac.uk/interpro/protein/Q0WV96' },
    ],
  },
  { type: 'Empty group', links: [] },
];

const meta = {
  title: 'Renderers/LinkList',
  component: LinkList,
  args: {
    recordType: 'locus',
    sectionId: 'external-links',
    record: { name: 'AT1G01010' },
    field: {
      kind: 'linkList',
      label: 'External links',
      path: 'externalLinks',
      href: '{url}',
      text: '{websiteName}',
      external: true,
      groupBy: 'type',
      itemsPath: 'links',
    },
    value: externalLinkGroups,
  },
} satisfies Meta<typeof LinkList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each group under its own heading; the empty group is left out; the links open in a new tab. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(['Sequence databases', 'Protein databases']);
    const lists = canvas.getAllByRole('list');
    await expect(within(lists[0]!).getAllByRole('link').map((link) => link.textContent)).toEqual(['GenBank', 'RefSeq']);
    await expect(canvas.queryByText('Empty group')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'UniProt' })).toHaveAttribute('target', '_blank');
  },
};

export const Empty: Story = {
  args: {
    value: [],
    field: { kind: 'linkList', label: 'External links', path: 'externalLinks', href: '{url}', empty: 'No external links available' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No external links available')).toBeVisible();
  },
};

export const Long: Story = {
  args: {
    value: Array.from({ length: 50 }, (_, index) => ({
      keywordId: 6355 + index,
      name: `GO:${String(6355 + index).padStart(7, '0')}`,
      description: 'regulation of DNA-templated transcription',
    })),
    field: { kind: 'linkList', label: 'Keywords', path: 'keywords', href: '/keyword?key={keywordId}', text: '{name}', note: '{description}' },
  },
  // A long list stays inside a labelled scrolling box.
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('region', { name: 'Keywords (scrollable list)' });
    await expect(within(box).getAllByRole('listitem')).toHaveLength(50);
  },
};

export const WithNotes: Story = {
  args: {
    value: [
      { locusId: 2000059, name: 'AT1G01060', symbol: 'LHY', description: 'LATE ELONGATED HYPOCOTYL' },
      { locusId: 2179864, name: 'AT5G10140', symbol: 'FLC', description: 'FLOWERING LOCUS C' },
    ],
    field: { kind: 'linkList', label: 'Associated loci', path: 'loci', href: '/locus?key={locusId}', text: '{name}', note: '{symbol}: {description}' },
  },
  // The note follows each link.
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getAllByRole('listitem')[1]!;
    await expect(item).toHaveTextContent('AT5G10140 FLC: FLOWERING LOCUS C');
    await expect(within(item).getByRole('link', { name: 'AT5G10140' })).toHaveAttribute('href', '/locus?key=2179864');
  },
};

export const GroupedFlat: Story = {
  args: {
    value: [
      { category: 'Stocks', name: 'SALK_089401', url: 'https://abrc.osu.edu/stocks/number/SALK_089401' },
      { category: 'Publications', name: 'PubMed 10548754', url: 'https://pubmed.ncbi.nlm.nih.gov/10548754' },
      { category: 'Stocks', name: 'CS852336', url: 'https://abrc.osu.edu/stocks/number/CS852336' },
    ],
    field: { kind: 'linkList', label: 'Resources', path: 'resources', href: '{url}', text: '{name}', external: true, groupBy: 'category' },
  },
  // Flat elements gather under the value they are grouped by, in order of first appearance.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Stocks', 'Publications']);
    const stocks = canvas.getAllByRole('list')[0]!;
    await expect(within(stocks).getAllByRole('link').map((link) => link.textContent)).toEqual(['SALK_089401', 'CS852336']);
  },
};

/** A publication's loci (002 §9): 20 shown, then '... more' in the 21st place lists the other 6. */
const publicationLoci = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ locusId: 2200935 + index, name: `AT1G${String(1010 + index * 10).padStart(5, '0')}`, symbol: '' }));

export const LimitedLoci: Story = {
  args: {
    recordType: 'publication',
    sectionId: 'summary',
    value: publicationLoci(26),
    field: { kind: 'linkList', label: 'Loci', path: 'loci', href: '/locus?key={locusId}', text: '{name}', note: '{symbol}', limit: 20 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(21);
    await expect(canvas.getAllByRole('link')).toHaveLength(20);
    await userEvent.click(canvas.getByRole('button', { name: /^\.\.\. more/ }));
    await expect(canvas.getAllByRole('link')).toHaveLength(26);
    await expect(canvas.getByRole('link', { name: 'AT1G01260' })).toHaveAttribute('href', '/locus?key=2200960');
    await expect(canvas.queryByRole('button', { name: /more/ })).not.toBeInTheDocument();
  },
};

/** Exactly 20 loci: all listed, no '... more'. */
export const LociWithinLimit: Story = {
  args: { ...LimitedLoci.args, value: publicationLoci(20) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(20);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
