import type { Meta, StoryObj } from '@storybook/react-vite';
import { onAPhone, printedFromAPhone } from '../../../ui/table/phoneViewport.storySupport';
import { expect, userEvent, within } from 'storybook/test';
import { BrowseTable, type BrowseTableProps } from './BrowseTable';
import { familyColumns, manyFamilies, type FamilyRow } from './browseTableFixtures.storySupport';

const sixty = manyFamilies(60);
const details = (row: FamilyRow) => <p>{`${row.name} has ${row.num_elements ?? 'an unknown number of'} elements.`}</p>;

/** The transposon families page's table on a phone. */
function FamiliesOnAPhone(props: Partial<BrowseTableProps<FamilyRow>>) {
  return <BrowseTable caption="Transposon Families" state={{ status: 'loaded', rows: sixty }} columns={familyColumns} getRowId={(row) => row.id} {...props} />;
}

const meta = {
  title: 'Browse/BrowseTable/Phone',
  component: FamiliesOnAPhone,
  ...onAPhone,
} satisfies Meta<typeof FamiliesOnAPhone>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardsOf = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('list', { name: 'Transposon Families' })).getAllByRole('listitem');
const namesOf = async (canvasElement: HTMLElement) => (await cardsOf(canvasElement)).map((card) => card.querySelector('dd')?.textContent);

/** A card per row of the page, the family name (its link) first; sorted from 'Sort by', paged by the pager. */
export const Cards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await cardsOf(canvasElement);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(cards).toHaveLength(25);
    await expect(within(cards[0]!).getAllByRole('term')[0]).toHaveTextContent('Family Name');
    await expect(within(cards[0]!).getAllByRole('definition')[0]!.querySelector('a')).toHaveAttribute('href', expect.stringMatching(/^\/transposonfamily\?key=/));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Family Name, descending');
    await expect((await namesOf(canvasElement))[0]).toBe([...sixty].map((row) => row.name).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())).at(-1));
    await userEvent.click(canvas.getByRole('button', { name: 'Go to last page' }));
    await expect(await cardsOf(canvasElement)).toHaveLength(10);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

/** A table with row details keeps its Details button on each card; it opens the details under the card. */
export const CardDetails: Story = {
  args: { details, rowLabel: (row) => row.name },
  play: async ({ canvasElement }) => {
    const first = (await cardsOf(canvasElement))[0]!;
    const toggle = within(first).getByRole('button', { name: /^Details of / });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(within(first).getByText(/ elements\.$/)).toBeVisible();
  },
};

/** Printed from a phone: paper is wide enough, so the rows print as the table, not as cards. */
export const PrintedFromAPhone: Story = printedFromAPhone('Transposon Families');

/**
 * A numbered table ('#') numbers its cards by their place in the sorted list; a page with a 'Sort by' of its own
 * (recent literature) names the cards' column sort apart from it.
 */
export const NumberedCards: Story = {
  args: { numbered: true, cardSortLabel: 'Sort by column' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await cardsOf(canvasElement))[0]).toHaveTextContent(/^#1/);
    await expect(canvas.getByRole('combobox', { name: 'Sort by column' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await expect((await cardsOf(canvasElement))[0]).toHaveTextContent(/^#26/);
  },
};
