import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { locusAnnotationColumns } from '../../../sections/shared/columns';
import { DataTable } from './DataTable';
import { nac001GoAnnotations, nac001Record } from './wideTableFixtures';

// The locus page's Gene Ontology table as its config declares it (ten columns, five of them in the row detail),
// at the width of a section card on a 1280 px screen and on a 390 px phone.
const viewports = {
  desktop1280: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  phone390: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
} as const;

// A locus section card is about 950 px wide at 1280 px (side navigation beside it).
const SECTION_CARD_WIDTH = 950;

const meta = {
  title: 'Renderers/DataTable/Wide table',
  component: DataTable,
  parameters: { viewport: { options: viewports } },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: SECTION_CARD_WIDTH }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    recordType: 'locus',
    sectionId: 'gene-ontology',
    record: nac001Record,
    field: { kind: 'table', label: 'Gene Ontology', path: 'annotations', columns: locusAnnotationColumns, empty: 'No Gene Ontology annotations available' },
    value: nac001GoAnnotations(12),
  },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five columns fit the card; each row's Details button (reached with Tab, opened with Enter) shows the other five. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scrollBox = canvas.getByRole('region', { name: 'Gene Ontology (scrollable table)' });
    await expect(scrollBox.scrollWidth).toBeLessThanOrEqual(scrollBox.clientWidth);
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Details', 'Keyword', 'Relationship Type', 'Category', 'Evidence', 'Reference']);
    const toggle = canvas.getAllByRole('button', { name: 'Details of DNA binding' })[0]!;
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const detail = canvasElement.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
    await expect(within(detail).getByText('Evidence With')).toBeVisible();
    await expect(within(detail).getByRole('link', { name: 'TAIR' })).toHaveAttribute('href', '/community?key=1345790');
    await expect(scrollBox.scrollWidth).toBeLessThanOrEqual(scrollBox.clientWidth);
  },
};

/** On a phone every row is a card of labelled values, with its Details button; nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findByRole('list', { name: 'Gene Ontology' });
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(10);
    const first = within(cards).getAllByRole('listitem')[0]!;
    await expect(within(first).getByText('Relationship Type')).toBeVisible();
    await userEvent.click(within(first).getByRole('button', { name: 'Details of DNA binding' }));
    await expect(within(first).getByText('Evidence With')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
