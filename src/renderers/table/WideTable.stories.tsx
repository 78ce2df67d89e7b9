import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { locusAnnotationColumns } from '../../../sections/shared/columns';
import { DataTable } from './DataTable';
import { savedFiles, savedText, watchSavedFiles } from './savedFiles.storySupport';
import { NARROW_SCREEN_QUERY } from '../../ui/table/useNarrowScreen';
import { nac001GoAnnotations, nac001Record } from './wideTableFixtures.storySupport';

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

const headers = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('columnheader').map((header) => header.textContent);
const detailToggles = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('button', { name: /^Details of / });
const detailOf = (toggle: HTMLElement) => toggle.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? '');

/**
 * Five columns fit the card; each row's Details button (reached with Tab, opened with Enter) shows the other five.
 * A download holds every column, the ones shown only in a row's detail too.
 */
export const Desktop: Story = {
  beforeEach: watchSavedFiles,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scrollBox = canvas.getByRole('region', { name: 'Gene Ontology (scrollable table)' });
    await expect(scrollBox.scrollWidth).toBeLessThanOrEqual(scrollBox.clientWidth);
    await expect(headers(canvasElement)).toEqual(['Details', 'Keyword', 'Relationship Type', 'Category', 'Evidence', 'Reference']);
    // The detail columns stay out of the table until a row is opened; every row starts collapsed.
    await expect(canvas.queryByText('Evidence With')).not.toBeInTheDocument();
    await expect(canvas.queryByText('AGI_LocusCode:AT1G01060, UniProt:Q8H0W2')).not.toBeInTheDocument();
    const toggles = detailToggles(canvasElement);
    await expect(toggles).toHaveLength(10);
    // Each button is named after its row's first cell.
    await expect(toggles[1]).toHaveAccessibleName('Details of DNA-binding transcription factor activity');
    for (const each of toggles) await expect(each).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(canvas.getByRole('button', { name: 'Download TSV' }));
    await waitFor(() => expect(savedFiles).toHaveLength(1));
    const lines = (await savedText()).trimEnd().split('\n');
    await expect(lines[0]).toBe('Keyword\tRelationship Type\tCategory\tEvidence\tEvidence Description\tEvidence With\tSymbol\tReference\tAnnotated By\tDate');
    await expect(lines).toHaveLength(13);
    await expect(lines[1]!.split('\t').slice(0, 8)).toEqual([
      'DNA binding',
      'enables',
      'GO Molecular Function',
      'ISS (Inferred from Sequence or structural Similarity)',
      '',
      'AGI_LocusCode:AT1G01060, UniProt:Q8H0W2',
      'NAC001',
      'Ooka H et al. (2003)',
    ]);

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

/** From the keyboard alone: Tab reaches the first Details button, Enter opens the row's detail, Space closes it. */
export const DetailToggledFromKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const first = detailToggles(canvasElement)[0]!;
    // Past the download button, the scrollable region and the five sort buttons of the header.
    for (let presses = 0; presses < 10 && canvasElement.ownerDocument.activeElement !== first; presses++) await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(detailOf(first)).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(first).not.toHaveAttribute('aria-controls');
    await expect(within(canvasElement).queryByText('Evidence With')).not.toBeInTheDocument();
  },
};

/** The detail of 'nucleus', which has no evidence description or evidence with: terms and values, the empty ones left out. */
export const DetailWithEmptyValues: Story = {
  play: async ({ canvasElement }) => {
    const third = detailToggles(canvasElement)[2]!;
    await userEvent.click(third);
    const detail = detailOf(third)!;
    await expect(detail.tagName).toBe('DL');
    await expect(within(detail).getAllByRole('term').map((term) => term.textContent)).toEqual(['Symbol', 'Annotated By', 'Date']);
    await expect(within(detail).getByRole('link', { name: 'TAIR' })).toHaveAttribute('href', '/community?key=1345790');
    await expect(within(detail).getAllByRole('definition')[0]).toHaveTextContent('NAC001');
  },
};

/** A row's detail left open while the table is sorted: it stays open with its row. */
export const DetailOpenAfterSort: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(detailToggles(canvasElement)[4]!); // 'multicellular organism development'
    await userEvent.click(within(within(canvasElement).getByRole('columnheader', { name: 'Keyword' })).getByRole('button'));
    const open = detailToggles(canvasElement).filter((toggle) => toggle.getAttribute('aria-expanded') === 'true');
    await expect(open.map((toggle) => toggle.getAttribute('aria-label'))).toEqual(['Details of multicellular organism development']);
    await expect(within(detailOf(open[0]!)!).getByText('transcript levels (e.g. RT-PCR) in seedlings after hormone treatment')).toBeVisible();
  },
};

/** Printed: every row with every detail open, and no detail buttons, pager or download. */
export const Printed: Story = {
  // Taken out of print mode after the story, as the browser does after printing.
  beforeEach: () => () => void window.dispatchEvent(new Event('afterprint')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The reader prints the page once it is shown: the browser announces it with 'beforeprint'.
    window.dispatchEvent(new Event('beforeprint'));
    await expect(canvas.getAllByRole('row')).toHaveLength(1 + 12 * 2);
    await expect(headers(canvasElement)).toEqual(['Keyword', 'Relationship Type', 'Category', 'Evidence', 'Reference']);
    await expect(canvas.queryByRole('button', { name: /^Details of |^Go to |^Download TSV$/ })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('term').filter((term) => term.textContent === 'Date')).toHaveLength(12);
  },
};

/** A config that marks every column as detail: all ten stay in the table, with no Details buttons. */
export const AllColumnsMarkedDetail: Story = {
  args: {
    field: {
      kind: 'table',
      label: 'Gene Ontology',
      path: 'annotations',
      columns: locusAnnotationColumns.map((column) => ({ ...column, detail: true })),
      empty: 'No Gene Ontology annotations available',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(headers(canvasElement)).toHaveLength(10);
    await expect(within(canvasElement).queryByRole('button', { name: /^Details of / })).not.toBeInTheDocument();
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
    await expect(within(first).getAllByRole('term').map((term) => term.textContent)).toEqual(['Keyword', 'Relationship Type', 'Category', 'Evidence', 'Reference']);
    await expect(within(first).getByRole('link', { name: 'DNA binding' })).toHaveAttribute('href', '/keyword?key=3677');
    // The one Download TSV button serves either layout.
    await expect(canvas.getAllByRole('button', { name: 'Download TSV' })).toHaveLength(1);
    const toggle = within(first).getByRole('button', { name: 'Details of DNA binding' });
    await expect(toggle).toHaveTextContent('Details');
    await expect(within(first).queryByText('Evidence With')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(within(first).getByText('Evidence With')).toBeVisible();
    await expect(within(first).getByText('AGI_LocusCode:AT1G01060, UniProt:Q8H0W2')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

const keywordsOfCards = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Gene Ontology' }))
    .getAllByRole('listitem')
    .map((card) => within(card).getAllByRole('definition')[0]?.textContent);

/** On a phone the cards are sorted with the Sort by select (keyword, Z to A), and paged like the table. */
export const PhoneSortedByKeyword: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Sort by' }), 'Keyword, descending');
    await expect(keywordsOfCards(canvasElement).slice(0, 3)).toEqual([
      'response to abscisic acid',
      'response to abscisic acid',
      'regulation of DNA-templated transcription',
    ]);
    await expect(canvas.getByText('1–10 of 12')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await expect(keywordsOfCards(canvasElement)).toEqual(['DNA binding', 'DNA binding']);
  },
};

// A screen whose width the story sets, for the table's media query (NARROW_SCREEN_QUERY, narrower than 600 px): the
// story's frame cannot be resized from inside it. Every other query goes to the browser.
let screenWidth = 390;
const screenWidthListeners = new Set<() => void>();
function setScreenWidth(pixels: number) {
  screenWidth = pixels;
  for (const listener of screenWidthListeners) listener();
}
const stageScreenWidth = () => {
  screenWidth = 390;
  screenWidthListeners.clear();
  const matchMedia = window.matchMedia.bind(window);
  const stub = spyOn(window, 'matchMedia').mockImplementation((query) => {
    if (query !== NARROW_SCREEN_QUERY) return matchMedia(query);
    return {
      get matches() {
        return screenWidth < 600;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => screenWidthListeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => screenWidthListeners.delete(listener),
    } as unknown as MediaQueryList;
  });
  return () => stub.mockRestore();
};

/** A phone turned or a window widened to 600 px: the cards turn back into the table. */
export const WidenedFromPhone: Story = {
  beforeEach: stageScreenWidth,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Gene Ontology' });
    setScreenWidth(600);
    await expect(await canvas.findByRole('table', { name: 'Gene Ontology' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Gene Ontology' })).not.toBeInTheDocument();
  },
};
