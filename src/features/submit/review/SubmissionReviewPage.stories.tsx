import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { profileHandler } from '../../../../mocks/authHandlers';
import { handlers } from '../../../../mocks/handlers';
import {
  decisionRefusedHandler,
  reviewHandlers,
  reviewListFailureHandler,
  reviewListPendingHandler,
  reviewSubmissions,
} from '../../../../mocks/submit/reviewHandlers';
import type { Decision } from './reviewApi';
import { REVIEW_PATH } from './reviewPath';
import { LOAD_ERROR, SubmissionReviewPage } from './SubmissionReviewPage';
import { phone375 } from '../submit.storySupport';

/** The review calls (the `first` handlers win), a logged-in curator, and the app's usual answers. */
const withReview = (...first: RequestHandler[]) => ({
  msw: { handlers: [...first, profileHandler('curator'), ...handlers] },
});

const meta = {
  title: 'Pages/Submit/Gene Class Symbol Review',
  component: SubmissionReviewPage,
  parameters: { route: REVIEW_PATH, ...withReview(...reviewHandlers()) },
} satisfies Meta<typeof SubmissionReviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The summary button of a submission in the list. */
const summary = async (canvasElement: HTMLElement, symbol: string) =>
  within(canvasElement).findByRole('button', { name: new RegExp(`^${symbol}\\b`) });

const open = async (canvasElement: HTMLElement, symbol: string) => {
  const button = await summary(canvasElement, symbol);
  await userEvent.click(button);
  await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
  return within(document.getElementById(button.getAttribute('aria-controls')!)!);
};

/** Pending first, each with its status; a submission opens on its details and its comments. */
export const SubmissionList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(document.title).toBe('TAIR - Gene Class Symbol Submissions'));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Gene Class Symbol Submissions' })).toBeVisible();
    const list = within(await canvas.findByRole('region', { name: 'Submissions' }));
    const summaries = list.getAllByRole('button', { expanded: false });
    await expect(summaries.map((button) => button.textContent?.slice(0, 3))).toEqual(['ZAP', 'RTW', 'LFZ']);
    await expect(summaries[0]).toHaveTextContent('Pending');
    await expect(summaries[0]).toHaveTextContent('submitted Mar 2, 2026 by Daniel Okafor');
    const details = await open(canvasElement, 'ZAP');
    await expect(details.getByText('ZIGZAG PETAL')).toBeVisible();
    await expect(details.getByText('flower development')).toBeVisible();
    const comments = within(details.getByRole('region', { name: 'Comments on ZAP' }));
    await expect(comments.getByText('Allele zap-1 in Col-0; manuscript in review.')).toBeVisible();
    await expect(comments.getByRole('link', { name: 'AT1G01010' })).toHaveAttribute('href', '/locus?key=2200935');
    await expect(comments.getByRole('link', { name: 'Petal shape in Arabidopsis' })).toHaveAttribute('href', '/publication?key=501741063');
    for (const name of ['Approve', 'Change', 'Reject']) await expect(details.getByRole('button', { name })).toBeEnabled();
    // A decided submission shows its outcome and offers no decision.
    const rejected = await open(canvasElement, 'LFZ');
    await expect(rejected.getByText('Too close to LFY.')).toBeVisible();
    await expect(rejected.queryByRole('button', { name: 'Approve' })).toBeNull();
  },
};

const approveDecisions: Decision[] = [];

/** Approve asks again; once confirmed, the success message takes the focus, and the submission is listed as approved. */
export const Approve: Story = {
  parameters: withReview(...reviewHandlers(reviewSubmissions(), approveDecisions)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = await open(canvasElement, 'ZAP');
    await userEvent.click(details.getByRole('button', { name: 'Approve' }));
    await expect(details.getByText('Approve ZAP? It is then listed among the gene class symbols at once.')).toBeVisible();
    await expect(approveDecisions).toEqual([]);
    await expect(details.getByRole('button', { name: 'Confirm approval' })).toHaveFocus();
    await userEvent.click(details.getByRole('button', { name: 'Confirm approval' }));
    const message = await canvas.findByRole('status', {}, { timeout: 3000 });
    await waitFor(() => expect(message).toHaveTextContent('ZAP is approved and now listed among the gene class symbols.'));
    await expect(approveDecisions.at(-1)).toEqual({ decision: 'approve' });
    await waitFor(async () => expect(await summary(canvasElement, 'ZAP')).toHaveTextContent('Approved'));
    await expect(message.parentElement).toHaveFocus();
  },
};

/** Undo on the message returns the just-approved submission to pending, and says so. */
export const UndoApproval: Story = {
  parameters: withReview(...reviewHandlers()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = await open(canvasElement, 'ZAP');
    await userEvent.click(details.getByRole('button', { name: 'Approve' }));
    await userEvent.click(details.getByRole('button', { name: 'Confirm approval' }));
    const message = await canvas.findByRole('status', {}, { timeout: 3000 });
    await waitFor(async () => expect(await summary(canvasElement, 'ZAP')).toHaveTextContent('Approved'));
    await userEvent.click(within(message).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('ZAP is pending again.'));
    await expect(canvas.queryByRole('button', { name: 'Undo' })).toBeNull();
    await waitFor(async () => expect(await summary(canvasElement, 'ZAP')).toHaveTextContent('Pending'));
  },
};

/** A decided submission returns to pending from the list, once confirmed, and offers the decisions again. */
export const ReturnToPending: Story = {
  parameters: withReview(...reviewHandlers()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = await open(canvasElement, 'RTW');
    await userEvent.click(details.getByRole('button', { name: 'Return to pending' }));
    await expect(details.getByText('Return RTW to pending? It is withdrawn from the gene class symbols until it is approved again.')).toBeVisible();
    await expect(details.getByRole('button', { name: 'Confirm return to pending' })).toHaveFocus();
    await userEvent.click(details.getByRole('button', { name: 'Confirm return to pending' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('RTW is pending again.'));
    await waitFor(async () => expect(await summary(canvasElement, 'RTW')).toHaveTextContent('Pending'));
    await expect(await details.findByRole('button', { name: 'Approve' })).toBeEnabled();
  },
};

const changeDecisions: Decision[] = [];

/** Cancel leaves the submission pending, with its three choices. */
export const ApproveCancelled: Story = {
  parameters: withReview(...reviewHandlers()),
  play: async ({ canvasElement }) => {
    const details = await open(canvasElement, 'ZAP');
    await userEvent.click(details.getByRole('button', { name: 'Approve' }));
    await userEvent.click(details.getByRole('button', { name: 'Cancel' }));
    await expect(details.getByRole('button', { name: 'Approve' })).toBeEnabled();
    await expect(await summary(canvasElement, 'ZAP')).toHaveTextContent('Pending');
  },
};

/** Change: the edit is checked by the registration rules, and only what changed is sent. */
export const ChangeThenApprove: Story = {
  parameters: withReview(...reviewHandlers(reviewSubmissions(), changeDecisions)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = await open(canvasElement, 'ZAP');
    await userEvent.click(details.getByRole('button', { name: 'Change' }));
    const form = within(details.getByRole('form', { name: 'Change ZAP' }));
    const symbol = form.getByRole('textbox', { name: /Gene class symbol/ });
    await expect(symbol).toHaveFocus();
    await userEvent.clear(symbol);
    await userEvent.type(symbol, 'atz');
    await expect(symbol).toHaveValue('ATZ');
    await userEvent.click(form.getByRole('button', { name: 'Save and approve' }));
    await expect(form.getByText('Invalid symbol: Must be 2-5 uppercase letters and cannot start with "AT".')).toBeVisible();
    await userEvent.clear(symbol);
    await userEvent.type(symbol, 'zapa');
    await userEvent.click(form.getByRole('button', { name: 'Save and approve' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('ZAPA is approved and now listed among the gene class symbols.'));
    await expect(changeDecisions.at(-1)).toEqual({ decision: 'change', changes: { geneClassSymbol: 'ZAPA' } });
  },
};

const rejectDecisions: Decision[] = [];

/** Reject: a reason is required, then kept. */
export const Reject: Story = {
  parameters: withReview(...reviewHandlers(reviewSubmissions(), rejectDecisions)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = await open(canvasElement, 'ZAP');
    await userEvent.click(details.getByRole('button', { name: 'Reject' }));
    const form = within(details.getByRole('form', { name: 'Reject ZAP' }));
    await userEvent.click(form.getByRole('button', { name: 'Reject submission' }));
    await expect(form.getByText('Please give a reason for the rejection.')).toBeVisible();
    await expect(rejectDecisions).toEqual([]);
    await userEvent.type(form.getByRole('textbox', { name: /Reason for rejection/ }), 'Symbol in use for another gene family.');
    await userEvent.click(form.getByRole('button', { name: 'Reject submission' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('ZAP is rejected.'));
    await expect(rejectDecisions.at(-1)).toEqual({ decision: 'reject', reason: 'Symbol in use for another gene family.' });
  },
};

/** A decision the server refuses: its message, named by symbol, as an alert; the submission stays pending. */
export const DecisionRefused: Story = {
  parameters: withReview(decisionRefusedHandler('This gene class symbol already exists in the database.'), ...reviewHandlers()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = await open(canvasElement, 'ZAP');
    await userEvent.click(details.getByRole('button', { name: 'Approve' }));
    await userEvent.click(details.getByRole('button', { name: 'Confirm approval' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('ZAP: This gene class symbol already exists in the database.');
    await expect(details.getByRole('button', { name: 'Approve' })).toBeEnabled();
  },
};

/** The status filter, kept in the address: only the rejected ones. */
export const FilteredByStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await summary(canvasElement, 'ZAP');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Rejected' }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: /^ZAP\b/ })).toBeNull());
    await expect(await summary(canvasElement, 'LFZ')).toBeVisible();
  },
};

export const NoSubmissions: Story = {
  parameters: withReview(...reviewHandlers([])),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There are no submissions.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withReview(reviewListPendingHandler()),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading submissions…');
  },
};

export const LoadFailed: Story = {
  parameters: withReview(reviewListFailureHandler()),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(LOAD_ERROR, {}, { timeout: 5000 })).toBeVisible();
  },
};

/** At 375 px an open submission and its actions fit without sideways scrolling; the targets are at least 24 px. */
export const Phone: Story = {
  ...phone375,
  play: async ({ canvasElement }) => {
    const details = await open(canvasElement, 'ZAP');
    await userEvent.click(details.getByRole('button', { name: 'Change' }));
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth));
    for (const button of within(canvasElement).getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    }
  },
};
