import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Comments } from './Comments';

// Locus and protein comments name the commenter under `person`.
const locusComments = [
  {
    person: { name: 'Kenji Tanaka', communityId: 1501423455 },
    notepadComment: 'The SALK_030702 insertion line shows no visible phenotype under long-day conditions.',
    notepadId: 90211,
    dateEntered: '2021-03-14T09:12:00Z',
  },
  {
    person: { name: 'Priya Raman', communityId: 1501551210 },
    notepadComment: 'Expression is strongly induced by ABA in seedlings (our RNA-seq, 10 µM ABA, 3 h).\nHappy to share the data.',
    notepadId: 90342,
    dateEntered: '2023-07-02T16:40:00Z',
  },
  {
    person: { name: 'Lukas Becker', communityId: 1501600987 },
    notepadComment: 'GFP fusion localises to the nucleus in Nicotiana benthamiana leaves.',
    notepadId: 90418,
    dateEntered: '2022-11-20T11:05:00Z',
  },
  {
    person: { name: 'Amara Okafor', communityId: 1501702344 },
    notepadComment: 'Note: the 3′ UTR annotation differs between TAIR10 and Araport11.',
    notepadId: 90522,
    dateEntered: '2024-01-09T08:30:00Z',
  },
  {
    person: { name: 'Wei Zhang', communityId: 1501803311 },
    notepadComment: 'Overexpression lines flower about four days earlier than Col-0 in our hands.',
    notepadId: 90601,
    dateEntered: '2019-05-21T13:00:00Z',
  },
  {
    person: { name: 'Sofia Rossi', communityId: 1501904476 },
    notepadComment: 'Interacts with NAC050 in yeast two-hybrid assays.',
    notepadId: 90733,
    dateEntered: '2024-06-17T10:20:00Z',
  },
  {
    person: { name: 'Maria González', communityId: 1502005512 },
    notepadComment: 'The antibody from our lab recognises a band at about 48 kDa.',
    notepadId: 90815,
    dateEntered: '2018-02-03T15:45:00Z',
  },
];

// Other records use the generic shape.
const genericComments = [
  { firstName: 'Kenji Tanaka', communityId: 1501423455, notepadComment: 'Seeds of this line germinate poorly after two years of storage.', dateEntered: '2022-04-11' },
  { firstName: 'Priya Raman', communityId: 1501551210, notepadComment: 'Confirmed homozygous by PCR with the LBb1.3 primer.', dateEntered: '2023-09-28' },
];

const meta = {
  title: 'Renderers/Comments',
  component: Comments,
  args: {
    recordType: 'locus',
    sectionId: 'comments',
    record: {},
    field: { kind: 'comments', label: 'Comments', path: 'comments' },
    value: locusComments,
  },
} satisfies Meta<typeof Comments>;

export default meta;
type Story = StoryObj<typeof meta>;

// The commenters of the shown comments, in the order shown.
const commenters = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('link').textContent);

/** Seven locus comments: the five most recent show, newest first, each commenter linked to their person page. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.queryByText('Maria González')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Wei Zhang')).not.toBeInTheDocument();
    await expect(commenters(canvasElement)).toEqual(['Sofia Rossi', 'Amara Okafor', 'Priya Raman', 'Lukas Becker', 'Kenji Tanaka']);
    await expect(canvas.getByRole('link', { name: 'Kenji Tanaka' })).toHaveAttribute('href', '/person?key=1501423455');
    // Dates show as YYYY-MM-DD; a comment keeps its line breaks.
    await expect(canvas.getByText('2024-06-17')).toBeVisible();
    await expect(canvas.getByText(/Expression is strongly induced by ABA/).textContent).toContain('3 h).\nHappy to share the data.');
    // The toggle tells assistive technology that the list it controls is expanded.
    const toggle = canvas.getByRole('button', { name: 'Hide Comments' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvasElement.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(canvas.getByRole('list'));
    // 'Add My Comment' is offered but disabled, and explains who may comment.
    const addComment = canvas.getByRole('button', { name: 'Add My Comment' });
    await expect(addComment).toBeDisabled();
    await expect(addComment).toHaveAccessibleDescription(/Registered users can comment.*Curators review/);
  },
};

/** Other records' comments name the commenter with firstName beside communityId. */
export const GenericShape: Story = {
  args: { recordType: 'germplasm', value: genericComments },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Priya Raman' })).toHaveAttribute('href', '/person?key=1501551210');
    await expect(canvas.getByText('Confirmed homozygous by PCR with the LBb1.3 primer.')).toBeVisible();
  },
};

/** No comments: 'No comments available', and no toggle. */
export const Empty: Story = {
  args: { value: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No comments available')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Comments$/ })).not.toBeInTheDocument();
  },
};

/** No comments, with the config's own empty text. */
export const EmptyWithConfigText: Story = {
  args: { value: [], field: { kind: 'comments', label: 'Comments', path: 'comments', empty: 'No comments found' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No comments found')).toBeVisible();
  },
};

/** A value that is not a list of comments counts as none. */
export const NotAList: Story = {
  args: { value: { notepadComment: 42 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No comments available')).toBeVisible();
  },
};

/** Item form shows the last 2. */
export const ItemForm: Story = {
  args: { field: { kind: 'comments', label: 'Comments', path: 'comments', itemForm: true } },
  play: async ({ canvasElement }) => {
    await expect(commenters(canvasElement)).toEqual(['Sofia Rossi', 'Amara Okafor']);
  },
};

/** Many comments with long texts, line breaks and text that looks like markup (shown as text, never as HTML). */
export const Long: Story = {
  args: {
    value: [
      ...locusComments,
      {
        person: { name: 'Anonymous curator note', communityId: 1502100001 },
        notepadComment: `${'This comment runs long to check wrapping in a narrow column. '.repeat(8)}\nSecond paragraph.\n<b>not bold</b> <img src=x onerror=alert(1)>`,
        notepadId: 91001,
        dateEntered: '2025-02-01T00:00:00Z',
      },
      ...Array.from({ length: 40 }, (_, index) => ({
        firstName: `Member ${index + 1}`,
        communityId: 1503000000 + index,
        notepadComment: `Observation ${index + 1} on this locus.`,
        dateEntered: `2010-01-${String((index % 28) + 1).padStart(2, '0')}`,
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/<b>not bold<\/b> <img src=x onerror=alert\(1\)>/)).toBeVisible();
    await expect(canvasElement.querySelector('b, img')).toBeNull();
    // Only some show, so the count is given.
    await expect(canvas.getByText('The 5 most recent of 48 comments.')).toBeVisible();
  },
};

/** Hide Comments collapses the list; Show Comments brings it back. */
export const Toggled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Hide Comments' }));
    await expect(canvas.getByRole('button', { name: 'Show Comments' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Show Comments' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
  },
};
