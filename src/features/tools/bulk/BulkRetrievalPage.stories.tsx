import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { GENE_ACTIONS_AT_ONCE_BODY, MEMBER_REFUSAL_BODY } from '../../../../mocks/accessRefusals';
import {
  fastaAnswer,
  geneActionsHandlers,
  limitedSequencesHandlers,
  memberRefusedSequencesHandlers,
  pendingSequencesHandlers,
  refusedSequencesHandlers,
} from '../../../../mocks/search/geneActionsHandlers';
import { SEQUENCES_FAILED } from '../../search/sequences/fetchSequences';
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

/** The bodies posted to search/sequences in the running story; each is answered with one FASTA record. */
const posted: unknown[] = [];
const forgetPosts = () => {
  posted.length = 0;
};
const recordingPosts = [
  http.post('*/api/search/sequences', async ({ request }) => {
    posted.push(await request.json());
    return new HttpResponse('>AT1G01010.1 | Symbols: NAC001 | NAC domain | chr1:3631-5899 FORWARD LENGTH=6\nATGATG\n', {
      headers: { 'Content-Type': 'text/plain' },
    });
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

/**
 * A member whose usage units ran out: the loci read in the last 24 hours open again, so the first list is answered;
 * a new locus needs a unit, and the server's sentence replaces the earlier list's sequences rather than sit below
 * them. The form stays, to try again.
 */
export const RefusedNoUnits: Story = {
  parameters: { msw: { handlers: memberRefusedSequencesHandlers(['AT1G01010', 'AT1G01020']) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(idsBox(canvasElement));
    await userEvent.type(idsBox(canvasElement), 'AT1G01010{enter}AT1G01020');
    await userEvent.click(canvas.getByRole('button', { name: 'Get Sequences' }));
    await expect(await canvas.findByText('2 sequences')).toBeVisible();
    await userEvent.type(idsBox(canvasElement), '{enter}AT3G11260');
    await userEvent.click(canvas.getByRole('button', { name: 'Get Sequences' }));
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent(MEMBER_REFUSAL_BODY.error);
    await expect(notice).not.toHaveTextContent(SEQUENCES_FAILED);
    await expect(canvas.queryByText('2 sequences')).toBeNull();
    await expect(canvas.queryByLabelText('FASTA sequences')).toBeNull();
    await expect(idsBox(canvasElement)).toHaveValue('AT1G01010\nAT1G01020\nAT3G11260');
    await expect(canvas.getByRole('button', { name: 'Get Sequences' })).toBeEnabled();
  },
};

/**
 * Gene models and loci together go as two requests; the address already had other gene actions running, so the
 * server answers one and refuses the other with 429. The page shows the limit's sentence, not half the sequences.
 */
export const TooManyAtOnce: Story = {
  parameters: {
    route: '/type_sequences/AT1G01010.2,AT1G01020',
    msw: { handlers: limitedSequencesHandlers(GENE_ACTIONS_AT_ONCE_BODY, (posted) => posted.geneIds !== undefined) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /only the model matching/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Get Sequences' }));
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent(GENE_ACTIONS_AT_ONCE_BODY.message);
    await expect(notice).not.toHaveTextContent(SEQUENCES_FAILED);
    await expect(canvas.queryByLabelText('FASTA sequences')).toBeNull();
    // Nor the count of the answered half.
    await expect(canvas.queryByText(/^\d+ sequences?$/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Get Sequences' })).toBeEnabled();
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

/** The list edited by hand, downstream sequences of 3000 bp: exactly those ids, that source and length are sent. */
export const EditedListDownstream: Story = {
  beforeEach: forgetPosts,
  parameters: { msw: { handlers: recordingPosts } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(idsBox(canvasElement));
    await userEvent.type(idsBox(canvasElement), 'at2g01010{enter}AT2G01020');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sequence source' }), 'araport11_downstream');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Upstream/downstream length' }), '3000');
    await userEvent.click(canvas.getByRole('button', { name: 'Get Sequences' }));
    await expect(await canvas.findByText('1 sequence')).toBeVisible();
    await expect(posted).toEqual([{ locusIds: ['AT2G01010', 'AT2G01020'], dataset: 'araport11_downstream', format: 'one_per_locus', flank: 3000 }]);
  },
};

/** 'all gene models' chosen: every model of the listed loci is asked for. */
export const AllGeneModels: Story = {
  beforeEach: forgetPosts,
  parameters: { msw: { handlers: recordingPosts } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /all gene models/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Get Sequences' }));
    await canvas.findByText('1 sequence');
    await expect(posted).toEqual([{ locusIds: ['AT1G01010', 'AT1G01020', 'AT5G99990'], dataset: 'araport11_transcript', format: 'all_models' }]);
  },
};

/** Reset after a retrieval: the address's ids and the defaults come back, and the answer goes. */
export const ResetAfterRetrieval: Story = {
  parameters: { msw: { handlers: recordingPosts } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(idsBox(canvasElement));
    await userEvent.type(idsBox(canvasElement), 'AT4G00010');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sequence source' }), 'araport11_protein');
    await userEvent.click(canvas.getByRole('button', { name: 'Get Sequences' }));
    await canvas.findByText('1 sequence');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(idsBox(canvasElement)).toHaveValue('AT1G01010\nAT1G01020\nAT5G99990');
    await expect(canvas.getByRole('combobox', { name: 'Sequence source' })).toHaveValue('araport11_transcript');
    await expect(canvas.queryByText('1 sequence')).toBeNull();
  },
};
