import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { nac001Gene } from '../../../mocks/fixtures/gene';
import { emptyLocus, lhyLocus, nac001Locus, obsoleteLocus } from '../../../mocks/fixtures/locus';
import { nac001Protein } from '../../../mocks/fixtures/protein';
import cloneConfig from '../../../sections/clone';
import geneConfig from '../../../sections/gene';
import locusConfig from '../../../sections/locus';
import proteinConfig from '../../../sections/protein';
import type { RecordTypeConfigData } from '../config/format';
import { RecordSummary } from './RecordSummary';

const viewports = {
  desktop1280: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  phone390: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
} as const;

const meta = {
  title: 'Engine/RecordSummary',
  component: RecordSummary,
  parameters: { viewport: { options: viewports } },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  args: { config: locusConfig, record: nac001Locus },
} satisfies Meta<typeof RecordSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const entry = (canvasElement: HTMLElement, label: string) => {
  const element = canvasElement.querySelector<HTMLElement>(`[data-summary-item="${label}"]`);
  if (!element) throw new Error(`No summary item "${label}"`);
  return element;
};

/** The value shown beside a label in the band. */
const valueOf = (canvasElement: HTMLElement, label: string) => {
  const term = within(within(canvasElement).getByRole('region', { name: /at a glance/ })).getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No value beside "${label}"`);
  return value;
};

/** The band's labels, in order. */
const labels = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: /at a glance/ }))
    .queryAllByRole('term')
    .map((term) => term.textContent);

/** AT1G01010 (NAC001): every item, in two columns on a wide screen. */
export const FullLocus: Story = {
  play: async ({ canvasElement }) => {
    const band = within(canvasElement).getByRole('region', { name: 'Locus at a glance' });
    await expect(band).toBeVisible();
    // Named by its primary symbol and full name; its other symbols apart.
    await expect(valueOf(canvasElement, 'Primary Symbol')).toHaveTextContent(/^NAC001$/);
    await expect(valueOf(canvasElement, 'Full Name')).toHaveTextContent(/^NAC domain containing protein 1$/);
    await expect(valueOf(canvasElement, 'Other Symbols')).toHaveTextContent(/^ANAC001, NTL10$/);
    await expect(valueOf(canvasElement, 'Description')).toHaveTextContent('NAC domain containing protein 1');
    await expect(valueOf(canvasElement, 'Location')).toHaveTextContent('Chr1:3,631–5,899 (forward strand, 2,269 bp)');
    await expect(valueOf(canvasElement, 'AGI Code')).toHaveTextContent(/^AT1G01010$/);
    await expect(valueOf(canvasElement, 'TAIR Accession')).toHaveTextContent(/^Locus:2200935$/);
    // A locus in use says nothing of the obsolete state.
    await expect(labels(canvasElement)).not.toContain('Status');
    await expect(labels(canvasElement)).not.toContain('Merged Into');
    // Primary Symbol and Full Name share a row: two columns.
    const symbol = entry(canvasElement, 'Primary Symbol').getBoundingClientRect();
    const fullName = entry(canvasElement, 'Full Name').getBoundingClientRect();
    await expect(Math.abs(symbol.top - fullName.top)).toBeLessThan(2);
    await expect(fullName.left).toBeGreaterThan(symbol.right);
  },
};

/** AT1G01060 (LHY): a reverse-strand locus with four gene models. */
export const ReverseStrandLocus: Story = {
  args: { record: lhyLocus },
  play: async ({ canvasElement }) => {
    // The strand is read from the genome assembly assignment.
    await expect(valueOf(canvasElement, 'Location')).toHaveTextContent('Chr1:33,379–37,871 (reverse strand, 4,493 bp)');
    const models = valueOf(canvasElement, 'Gene Models');
    await expect(models).toHaveTextContent(/^4 gene models: AT1G01060\.1, AT1G01060\.2, AT1G01060\.3, AT1G01060\.4$/);
    await expect(within(models).getByRole('link', { name: 'AT1G01060.3' })).toHaveAttribute('href', '/gene?key=6530298803');
    await expect(valueOf(canvasElement, 'Gene Model Type')).toHaveTextContent('protein_coding');
  },
};

/** An item with a limit of two gene models, on a locus with four: the first two, then how many more. */
export const MoreThanTheLimit: Story = {
  args: {
    record: lhyLocus,
    config: {
      ...locusConfig,
      summary: { label: 'Locus at a glance', items: [{ kind: 'value', label: 'Gene Models', derive: 'locusTranscripts', text: '{name}', limit: 2 }] },
    } satisfies RecordTypeConfigData,
  },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Gene Models')).toHaveTextContent(/^AT1G01060\.1, AT1G01060\.2 and 2 more$/);
  },
};

/** AT1G01015: obsolete, merged into AT1G01010; the state leads the band. */
export const Obsolete: Story = {
  args: { record: obsoleteLocus },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Obsolete (no longer in use)')).toBeVisible();
    await expect(labels(canvasElement)[0]).toBe('Status');
    await expect(valueOf(canvasElement, 'Status')).toHaveTextContent('Obsolete (no longer in use)');
    await expect(within(valueOf(canvasElement, 'Merged Into')).getByRole('link', { name: 'AT1G01010' })).toHaveAttribute('href', '/locus?key=2200935');
  },
};

/** AT5G99990: almost nothing known; only what there is, no empty texts. */
export const SparseLocus: Story = {
  args: { record: emptyLocus },
  play: async ({ canvasElement }) => {
    await expect(labels(canvasElement)).toEqual(['AGI Code', 'TAIR Accession']);
    await expect(within(canvasElement).queryByText(/available/i)).toBeNull();
  },
};

/** The gene model AT1G01010.1: its locus and protein link to their pages. */
export const Gene: Story = {
  args: { config: geneConfig, record: nac001Gene },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Gene model at a glance' })).toBeVisible();
    await expect(valueOf(canvasElement, 'Primary Symbol')).toHaveTextContent(/^NAC001$/);
    await expect(valueOf(canvasElement, 'Full Name')).toHaveTextContent(/^NAC domain containing protein 1$/);
    await expect(valueOf(canvasElement, 'Other Symbols')).toHaveTextContent(/^ANAC001, NTL10$/);
    // The strand is read from the gene model's features.
    await expect(valueOf(canvasElement, 'Location')).toHaveTextContent('Chr1:3,631–5,899 (forward strand, 2,269 bp)');
    await expect(within(valueOf(canvasElement, 'Locus')).getByRole('link', { name: 'AT1G01010' })).toHaveAttribute('href', '/locus?key=2200935');
    await expect(within(valueOf(canvasElement, 'Protein')).getByRole('link', { name: 'AT1G01010.1' })).toHaveAttribute('href', '/protein?key=1009117474');
  },
};

/** The protein of AT1G01010.1: gene model, locus, size, domains and identifiers. */
export const Protein: Story = {
  args: { config: proteinConfig, record: nac001Protein },
  play: async ({ canvasElement }) => {
    await expect(within(valueOf(canvasElement, 'Gene Model')).getByRole('link', { name: 'AT1G01010.1' })).toHaveAttribute('href', '/gene?key=6530298709');
    await expect(within(valueOf(canvasElement, 'Locus')).getByRole('link', { name: 'AT1G01010' })).toHaveAttribute('href', '/locus?key=2200935');
    await expect(valueOf(canvasElement, 'Length')).toHaveTextContent(/^429 aa$/);
    await expect(valueOf(canvasElement, 'Molecular Weight')).toHaveTextContent(/^49,426\.8 Da$/);
    await expect(valueOf(canvasElement, 'Domains')).toHaveTextContent(/^2 domains: NAC domain, NAC domain superfamily$/);
    await expect(within(valueOf(canvasElement, 'UniProt')).getByRole('link', { name: /^Q0WV96/ })).toHaveAttribute('target', '_blank');
  },
};

/** A record type without summary items (clones): no band at all. */
export const NoSummaryItems: Story = {
  args: { config: cloneConfig, record: { name: 'F1B10' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};

/** A phone, 390 px wide: one column, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const symbol = entry(canvasElement, 'Primary Symbol').getBoundingClientRect();
    const fullName = entry(canvasElement, 'Full Name').getBoundingClientRect();
    await expect(fullName.top).toBeGreaterThanOrEqual(symbol.bottom - 1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
