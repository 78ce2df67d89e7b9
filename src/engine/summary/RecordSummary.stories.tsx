import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { nac001Gene } from '../../../mocks/fixtures/gene';
import { emptyLocus, lhyLocus, nac001Locus, obsoleteLocus } from '../../../mocks/fixtures/locus';
import { nac001Protein } from '../../../mocks/fixtures/protein';
import geneConfig from '../../../sections/gene';
import locusConfig from '../../../sections/locus';
import proteinConfig from '../../../sections/protein';
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

/** AT1G01010 (NAC001): every item, in two columns on a wide screen. */
export const FullLocus: Story = {
  play: async ({ canvasElement }) => {
    const band = within(canvasElement).getByRole('region', { name: 'Locus at a glance' });
    await expect(band).toBeVisible();
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
};

/** AT1G01015: obsolete, merged into AT1G01010; the state leads the band. */
export const Obsolete: Story = {
  args: { record: obsoleteLocus },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Obsolete (no longer in use)')).toBeVisible();
  },
};

/** AT5G99990: almost nothing known; only what there is, no empty texts. */
export const SparseLocus: Story = {
  args: { record: emptyLocus },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/No .* available/)).toBeNull();
  },
};

/** The gene model AT1G01010.1: its locus and protein link to their pages. */
export const Gene: Story = {
  args: { config: geneConfig, record: nac001Gene },
};

/** The protein of AT1G01010.1: gene model, locus, size, domains and identifiers. */
export const Protein: Story = {
  args: { config: proteinConfig, record: nac001Protein },
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
