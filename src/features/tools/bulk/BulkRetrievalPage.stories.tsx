import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { fastaAnswer, geneActionsHandlers, pendingSequencesHandlers, refusedSequencesHandlers } from '../../../../mocks/search/geneActionsHandlers';
import { BULK_TITLE, BulkRetrievalPage } from './BulkRetrievalPage';
import { NO_IDS, NO_LYRATA } from './bulkRequests';

/** The page reads its ids from the route, as the app's route table gives them. */
const withBulkRoute: Decorator = (Story) => (
  <Routes>
    <Route path="/type_sequences/:ids?" element={<Story />} />
  </Routes>
);

const STORY_IDS = 'AT1G01010,AT1G01020,AT5G99990';

/** The server leaves out ids it does not know: here the made-up AT5G99990. */
const answerWithoutUnknown = [
  http.post('*/api/search/sequences', async ({ request }) => {
    const body = (await request.json()) as { locusIds?: string[]; geneIds?: string[] };
    const keep = (ids?: string[]) => ids?.filter((id) => !id.startsWith('AT5G99990'));
    return fastaAnswer({ ...body, locusIds: keep(body.locusIds), geneIds: keep(body.geneIds) });
  }),
];

const meta = {
  title: 'Tools/Bulk Data Retrieval',
  component: BulkRetrievalPage,
  parameters: { route: `/type_sequences/${STORY_IDS}`, msw: { handlers: answerWithoutUnknown } },
  decorators: [withBulkRoute],
} satisfies Meta<typeof BulkRetrievalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const idsBox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Locus or gene model IDs, one per line' });

/** As a detail page's 'Get Sequences' opens it: the address's ids one per line, the defaults of 001 §2.8. */
export const FromDetailPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: BULK_TITLE })).toBeVisible();
    await expect(idsBox(canvasElement)).toHaveValue('AT1G01010\nAT1G01020\nAT5G99990');
    await expect(canvas.getByRole('combobox', { name: 'Dataset' })).toHaveValue('thaliana');
    await expect(canvas.getByRole('radio', { name: /one per locus/ })).toBeChecked();
  },
};

/** Get Sequences: the FASTA below the form, and the ids the source has nothing for named. */
export const Retrieved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Get Sequences' }));
    await expect(await canvas.findByText('2 sequences')).toBeVisible();
    await expect(canvas.getByLabelText('FASTA sequences')).toHaveTextContent('>AT1G01020.1 | araport11_transcript');
    await expect(canvas.getByRole('alert')).toHaveTextContent('No sequences in this source for: AT5G99990');
  },
};

/** Opened from the Tools menu: nothing listed yet, and Get Sequences says what to do. */
export const Empty: Story = {
  parameters: { route: '/type_sequences', msw: { handlers: geneActionsHandlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(idsBox(canvasElement)).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Get Sequences' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(NO_IDS);
  },
};

export const Lyrata: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Dataset' }), 'lyrata');
    await userEvent.click(canvas.getByRole('button', { name: 'Get Sequences' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(NO_LYRATA);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingSequencesHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Get Sequences' }));
    await expect(await canvas.findByText('Loading ....')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Get Sequences' })).toBeDisabled();
  },
};

export const Refused: Story = {
  parameters: { msw: { handlers: refusedSequencesHandlers('locusIds holds more than 10,000 ids.') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Get Sequences' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('locusIds holds more than 10,000 ids.');
  },
};

/** Gene model ids open 'only the model matching the query'. */
export const GeneModels: Story = {
  parameters: { route: '/type_sequences/AT1G01010.2,AT1G01020' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const match = canvas.getByRole('radio', { name: /only the model matching/ });
    await expect(match).toBeEnabled();
    await userEvent.click(match);
    await userEvent.click(canvas.getByRole('button', { name: 'Get Sequences' }));
    await expect(await canvas.findByText('2 sequences')).toBeVisible();
    await expect(canvas.getByLabelText('FASTA sequences')).toHaveTextContent('>AT1G01010.2 |');
  },
};
