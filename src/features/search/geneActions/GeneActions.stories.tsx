import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { GeneActions, NO_GENES_SELECTED, STORAGE_REFUSED } from './GeneActions';
import { geneIdListParams, nameSearchParams, storyGeneRows, withCurrentAddress } from './geneActions.storySupport';
import { STORED_PARAMS_PREFIX } from './storedSearchParams';

const meta = {
  title: 'Search/Gene Actions',
  component: GeneActions,
  parameters: { route: '/results?mainType=detail&category=genes&key=searchParams_1767225600000' },
  decorators: [withCurrentAddress],
  args: {
    selectedRows: storyGeneRows.slice(0, 2),
    allRows: storyGeneRows,
    query: { category: 'genes', params: nameSearchParams },
  },
} satisfies Meta<typeof GeneActions>;

export default meta;
type Story = StoryObj<typeof meta>;

const ACTIONS = ['Get GO Annotations', 'Get PO Annotations', 'Get Sequences', 'Get Gene Descriptions', 'Get Locus History', 'Get Microarray Elements'];
const SELECTED_LOCI = ['AT1G01010', 'AT1G01020'];

// An open menu hides the rest of the page from assistive technology; the address is read regardless.
const address = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Current address', hidden: true }).textContent ?? '';

/** The results address the actions went to, its key, and the parameters stored under that key. */
function storedAtAddress(canvasElement: HTMLElement) {
  const url = new URL(address(canvasElement), 'http://portal.test');
  const key = url.searchParams.get('key') ?? '';
  return { url, key, params: JSON.parse(window.localStorage.getItem(key) ?? 'null') as unknown };
}

/**
 * Watches the requests stored for the results page (still stored). Other stories run beside this one over the same
 * local storage, so what this story stored is read from its own calls, not from the storage's length.
 */
const watchStoredRequests = () => {
  const setItem = spyOn(Storage.prototype, 'setItem');
  return () => setItem.mockRestore();
};
const storedRequests = () => mocked(Storage.prototype.setItem).mock.calls.filter(([key]) => key.startsWith(STORED_PARAMS_PREFIX));

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Two genes selected: the six actions; each list action stores its request under a key of its own and opens it. */
export const TwoSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Gene actions' });
    await expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual(ACTIONS);
    const opened: [string, string, unknown][] = [
      ['Get GO Annotations', 'annotations', { keyword_types: ['comp', 'func', 'proc'], locusIds: SELECTED_LOCI }],
      ['Get PO Annotations', 'annotations', { keyword_types: ['grow', 'stru'], locusIds: SELECTED_LOCI }],
      ['Get Gene Descriptions', 'descriptions', { locusIds: SELECTED_LOCI }],
      ['Get Locus History', 'locus_history', { locusIds: SELECTED_LOCI }],
    ];
    const keys: string[] = [];
    for (const [action, category, params] of opened) {
      await userEvent.click(canvas.getByRole('button', { name: action }));
      const stored = storedAtAddress(canvasElement);
      await expect(stored.url.pathname).toBe('/results');
      await expect(Object.fromEntries(stored.url.searchParams)).toEqual({ mainType: 'detail', category, key: stored.key });
      await expect(stored.key).toMatch(/^searchParams_\d+$/);
      await expect(stored.params).toEqual(params);
      keys.push(stored.key);
    }
    // Each request has its own key, and the earlier ones stay stored (taken keys: storedSearchParams.test.ts).
    await expect(new Set(keys).size).toBe(keys.length);
    await expect(JSON.parse(window.localStorage.getItem(keys[0]!) ?? 'null')).toEqual(opened[0]![2]);
  },
};

/** Nothing selected: every action says so, and goes nowhere. */
export const NothingSelected: Story = {
  args: { selectedRows: [] },
  beforeEach: watchStoredRequests,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Get GO Annotations' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(NO_GENES_SELECTED);
    const before = address(canvasElement);
    for (const action of ACTIONS) {
      await userEvent.click(canvas.getByRole('button', { name: action }));
      await expect(canvas.getByRole('alert')).toHaveTextContent(NO_GENES_SELECTED);
      await expect(address(canvasElement)).toBe(before);
      await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
      await expect(body(canvasElement).queryByRole('menu')).toBeNull();
    }
    await expect(storedRequests()).toEqual([]);
  },
};

/** The actions beside a stand-in for the results table's selection of two genes. */
function WithSelectionBox(props: ComponentProps<typeof GeneActions>) {
  const [selected, setSelected] = useState(false);
  return (
    <>
      <label>
        <input type="checkbox" checked={selected} onChange={(event) => setSelected(event.target.checked)} /> Select AT1G01010 and AT1G01020
      </label>
      <GeneActions {...props} selectedRows={selected ? storyGeneRows.slice(0, 2) : []} />
    </>
  );
}

/** 'No genes selected' goes once a gene is selected, and stays gone when the selection empties again. */
export const WarningAnsweredBySelection: Story = {
  render: (args) => <WithSelectionBox {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Get Locus History' }));
    await expect(canvas.getByRole('alert')).toBeVisible();
    const selection = canvas.getByRole('checkbox', { name: 'Select AT1G01010 and AT1G01020' });
    await userEvent.click(selection);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(selection);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The browser refuses to store the request: the page says so and stays. */
export const StorageRefused: Story = {
  beforeEach: () => {
    const setItem = spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    return () => setItem.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = address(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Get GO Annotations' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(STORAGE_REFUSED);
    await expect(address(canvasElement)).toBe(before);
  },
};

/** The microarray action asks for the platform first. */
export const ChoosingMicroarrayPlatform: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Get Microarray Elements' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', { name: 'Microarray platform' });
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['AFFY_ATH1', 'catma', 'Agilent-G2519F-021169']);
  },
};

/** A platform chosen: the microarray results of the selected loci on that platform open. */
export const MicroarrayPlatformChosen: Story = {
  play: async ({ canvasElement }) => {
    const before = address(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Get Microarray Elements' }));
    // Nothing opens before the platform is chosen.
    await expect(address(canvasElement)).toBe(before);
    const menu = await body(canvasElement).findByRole('menu', { name: 'Microarray platform' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'catma' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    const stored = storedAtAddress(canvasElement);
    await expect(stored.url.searchParams.get('category')).toBe('microarray');
    await expect(stored.params).toEqual({ locusIds: SELECTED_LOCI, platforms: ['catma'] });
  },
};

/** The platform menu closed with Escape: nothing opens and nothing is stored. */
export const MicroarrayMenuClosed: Story = {
  beforeEach: watchStoredRequests,
  play: async ({ canvasElement }) => {
    const before = address(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Get Microarray Elements' }));
    await body(canvasElement).findByRole('menu', { name: 'Microarray platform' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    await expect(address(canvasElement)).toBe(before);
    await expect(storedRequests()).toEqual([]);
  },
};

/** After a search by a list of gene IDs: the sequence modal may match the query. */
export const SequencesAfterGeneList: Story = {
  args: { query: { category: 'genes', params: geneIdListParams } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Get Sequences' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Get Sequences' });
    await expect(dialog).toHaveTextContent('2 genes of 5 selected.');
    await expect(within(dialog).getByRole('radio', { name: 'only the model matching my query' })).toBeEnabled();
  },
};
