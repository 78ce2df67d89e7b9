import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MEMBER_REFUSAL_BODY } from '../../../../mocks/accessRefusals';
import {
  collectionHandlers,
  failingCollectionHandlers,
  memberRefusedCollectionHandlers,
  pendingCollectionHandlers,
} from '../../../../mocks/browse/collectionHandlers';
import { GeneFamilyPage } from './GeneFamilyPage';

const meta = {
  title: 'Pages/Browse/Gene Family',
  component: GeneFamilyPage,
  args: { familyKey: '3100002' },
  parameters: { msw: { handlers: collectionHandlers } },
} satisfies Meta<typeof GeneFamilyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A family with a record: its description and its member loci, each linked to its locus page. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'MYB-related transcription factor family' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Gene Families' })).toHaveAttribute('href', '/browse/gene_family');
    await expect(canvas.getByRole('link', { name: 'Tanya Berardini' })).toHaveAttribute('href', '/person?key=1345791');
    await expect(canvas.getByText(/a single MYB repeat/)).toBeVisible();
    const members = within(canvas.getByRole('table', { name: 'Members of MYB-related transcription factor family' }));
    await expect(members.getByRole('link', { name: 'AT1G01060' })).toHaveAttribute('href', '/locus?key=2200950');
    await expect(members.getByText('CIRCADIAN CLOCK ASSOCIATED 1')).toBeVisible();
  },
};

/** A family the dataset has no record of: its list data, and the sentence that its counted members are not named (never 'no members'). */
export const ListOnly: Story = {
  args: { familyKey: '3100012' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'WRKY transcription factor family' })).toBeVisible();
    await expect(canvas.getByText('74 genes in 3 groups')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Max Planck Institute for Plant Breeding Research' })).toHaveAttribute('href', '/organization?key=1501000105');
    await expect(canvas.getByText('The historical list counts 74 genes in 3 groups in this family; the dataset does not name them.')).toBeVisible();
    await expect(canvas.queryByText(/no members/i)).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Sixty members: 25 a page, sortable by symbol with the loci without one last. */
export const ManyMembers: Story = {
  args: { familyKey: '3100008' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('1–25 of 60');
    await userEvent.click(canvas.getByRole('button', { name: 'Symbol' }));
    const firstRow = within(canvas.getAllByRole('row')[1]!);
    await expect(firstRow.getByText('FBX001')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { familyKey: '42' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
    await expect(canvas.getByText('No gene family has the key "42".')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingCollectionHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading the gene family…');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: failingCollectionHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The gene family could not be loaded. Please try again later.');
  },
};

/**
 * A member with no usage units left (the family's record is subscription content): the server's sentence saying
 * what would open it, instead of the failure's, the way back to the list, and nothing of the family.
 */
export const RefusedNoUnits: Story = {
  parameters: { msw: { handlers: memberRefusedCollectionHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent(MEMBER_REFUSAL_BODY.error);
    await expect(notice).not.toHaveTextContent('could not be loaded');
    // Beside the breadcrumb's link, the sentence offering the list.
    await expect(within(canvas.getByText(/^See the list of/)).getByRole('link', { name: 'Gene Families' })).toHaveAttribute('href', '/browse/gene_family');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Gene family 3100002');
    await expect(canvas.queryByText('MYB-related transcription factor family')).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Narrow: Story = {
  parameters: {
    viewport: { options: { phone375: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  args: { familyKey: '3100008' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('1–25 of 60');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};
