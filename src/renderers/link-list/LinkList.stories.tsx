import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const Populated: Story = {};

export const Empty: Story = {
  args: {
    value: [],
    field: { kind: 'linkList', label: 'External links', path: 'externalLinks', href: '{url}', empty: 'No external links available' },
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
};

export const WithNotes: Story = {
  args: {
    value: [
      { locusId: 2000059, name: 'AT1G01060', symbol: 'LHY', description: 'LATE ELONGATED HYPOCOTYL' },
      { locusId: 2179864, name: 'AT5G10140', symbol: 'FLC', description: 'FLOWERING LOCUS C' },
    ],
    field: { kind: 'linkList', label: 'Associated loci', path: 'loci', href: '/locus?key={locusId}', text: '{name}', note: '{symbol}: {description}' },
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
};

export const LociWithinLimit: Story = { args: { ...LimitedLoci.args, value: publicationLoci(20) } };
