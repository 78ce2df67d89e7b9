import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIXED_FORMAT_NOTE, QUERY_MATCH_NOTE } from './SequenceFormatField';
import { STORAGE_REFUSED_TEXT } from './SequenceModal';
import * as stories from './SequenceModal.stories';

const { FormatChoiceOpen, QueryMatchAvailable } = composeStories(stories);

const open = vi.fn<(url?: string | URL, target?: string) => WindowProxy | null>();
beforeEach(() => {
  open.mockReset().mockReturnValue({} as WindowProxy);
  // The stories share one onClose spy; each test counts its own calls.
  const { onClose } = FormatChoiceOpen.args;
  if (onClose) vi.mocked(onClose).mockClear();
  vi.stubGlobal('open', open);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

type Dialog = ReturnType<typeof within>;

/** Renders the story and returns queries bound to its dialog (found once: role queries are slow in jsdom). */
function renderDialog(Story: typeof FormatChoiceOpen) {
  render(<Story />);
  return within(screen.getByRole('dialog', { name: 'Get Sequences' }));
}
const chooseSource = (user: ReturnType<typeof userEvent.setup>, dialog: Dialog, dataset: string) =>
  user.selectOptions(dialog.getByLabelText('Sequence source'), dataset);
const optionTexts = (select: HTMLElement) => Array.from((select as HTMLSelectElement).options, (option) => option.textContent);

/** The request stored under the key of the viewer address the modal opened. */
function openedRequest() {
  const url = new URL(String(open.mock.calls.at(-1)?.[0]), 'http://portal.test');
  const key = url.searchParams.get('key') ?? '';
  return { url, key, request: JSON.parse(window.localStorage.getItem(key) ?? 'null') as unknown };
}

// A dialog of MUI parts is slow to query in jsdom on a busy machine; the tests allow for it.
describe('Sequence modal', { timeout: 20_000 }, () => {
  it('offers the thirteen sequence sources and the three flank lengths', () => {
    const dialog = renderDialog(FormatChoiceOpen);
    const sources = optionTexts(dialog.getByLabelText('Sequence source'));
    expect(sources).toHaveLength(13);
    expect(sources).toContain("Araport11 3' UTRs");
    expect(optionTexts(dialog.getByLabelText('Upstream/downstream length'))).toEqual(['500 bp', '1000 bp', '3000 bp']);
  });

  it.each(['araport11_transcript', 'araport11_coding', 'araport11_protein', 'araport11_genomic_locus', 'tair10_coding', 'tair10_protein'])(
    'lets the user choose the format for %s',
    async (dataset) => {
      const user = userEvent.setup();
      const dialog = renderDialog(FormatChoiceOpen);
      await chooseSource(user, dialog, dataset);
      expect(dialog.getByRole('radio', { name: 'all gene models / splice forms' })).toBeEnabled();
      expect(dialog.queryByText(FIXED_FORMAT_NOTE)).toBeNull();
    },
  );

  it.each(['araport11_genomic_gene_model', 'araport11_upstream', 'araport11_downstream', 'araport11_intergenic', 'araport11_intron', 'araport11_3utr', 'araport11_5utr'])(
    'fixes the format to one per locus for %s',
    async (dataset) => {
      const user = userEvent.setup();
      const dialog = renderDialog(QueryMatchAvailable);
      await user.click(dialog.getByRole('radio', { name: 'all gene models / splice forms' }));
      await chooseSource(user, dialog, dataset);
      expect(dialog.getByRole('radio', { name: /^one per locus/ })).toBeChecked();
      expect(dialog.getByRole('radio', { name: 'all gene models / splice forms' })).toBeDisabled();
      expect(dialog.getByRole('radio', { name: 'only the model matching my query' })).toBeDisabled();
      expect(dialog.getByText(FIXED_FORMAT_NOTE)).toBeVisible();
    },
  );

  it('enables the length only for upstream and downstream sequences', async () => {
    const user = userEvent.setup();
    const dialog = renderDialog(FormatChoiceOpen);
    const length = dialog.getByLabelText('Upstream/downstream length');
    expect(length).toBeDisabled();
    await chooseSource(user, dialog, 'araport11_downstream');
    expect(length).toBeEnabled();
    await chooseSource(user, dialog, 'araport11_intergenic');
    expect(length).toBeDisabled();
  });

  it("disables 'only the model matching my query' when the query was no gene list of gene IDs", () => {
    const dialog = renderDialog(FormatChoiceOpen);
    expect(dialog.getByRole('radio', { name: 'only the model matching my query' })).toBeDisabled();
    expect(dialog.getByText(QUERY_MATCH_NOTE)).toBeVisible();
  });

  it('stores the request and opens the FASTA viewer in a new tab', async () => {
    const user = userEvent.setup();
    const dialog = renderDialog(FormatChoiceOpen);
    await chooseSource(user, dialog, 'araport11_protein');
    await user.click(dialog.getByRole('radio', { name: 'all gene models / splice forms' }));
    await user.click(dialog.getByRole('button', { name: 'Get Sequences' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]?.[1]).toBe('_blank');
    const { url, key, request } = openedRequest();
    expect(url.pathname).toBe('/sequences');
    expect(key).toMatch(/^searchParams_\d+$/);
    expect(request).toEqual({ locusIds: ['AT1G01010', 'AT1G01020', 'AT1G01030'], dataset: 'araport11_protein', format: 'all_models' });
    expect(FormatChoiceOpen.args.onClose).toHaveBeenCalled();
  });

  it('asks for upstream sequences of the chosen length', async () => {
    const user = userEvent.setup();
    const dialog = renderDialog(FormatChoiceOpen);
    await chooseSource(user, dialog, 'araport11_upstream');
    await user.selectOptions(dialog.getByLabelText('Upstream/downstream length'), '3000');
    await user.click(dialog.getByRole('button', { name: 'Get Sequences' }));
    expect(openedRequest().request).toEqual({
      locusIds: ['AT1G01010', 'AT1G01020', 'AT1G01030'],
      dataset: 'araport11_upstream',
      format: 'one_per_locus',
      flank: 3000,
    });
  });

  it("asks for the listed gene models of the selected loci with 'only the model matching my query'", async () => {
    const user = userEvent.setup();
    const dialog = renderDialog(QueryMatchAvailable);
    await chooseSource(user, dialog, 'araport11_coding');
    await user.click(dialog.getByRole('radio', { name: 'only the model matching my query' }));
    await user.click(dialog.getByRole('button', { name: 'Get Sequences' }));
    // AT1G01030 was listed without a model number, so it has no model of its own in the query.
    expect(openedRequest().request).toEqual({ geneIds: ['AT1G01010.1', 'AT1G01020.2'], dataset: 'araport11_coding', format: 'query_match' });
  });

  it('opens the viewer in this tab when the browser blocks new tabs', async () => {
    const user = userEvent.setup();
    open.mockReturnValue(null);
    const dialog = renderDialog(FormatChoiceOpen);
    await user.click(dialog.getByRole('button', { name: 'Get Sequences' }));
    const address = screen.getByRole('status', { name: 'Current address', hidden: true }).textContent ?? '';
    expect(address).toMatch(/^\/sequences\?key=searchParams_\d+$/);
  });

  it('says so, and stays open, when the browser refuses to store the request', async () => {
    const user = userEvent.setup();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const dialog = renderDialog(FormatChoiceOpen);
    await user.click(dialog.getByRole('button', { name: 'Get Sequences' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(STORAGE_REFUSED_TEXT);
    expect(open).not.toHaveBeenCalled();
    expect(FormatChoiceOpen.args.onClose).not.toHaveBeenCalled();
  });

  it('closes without storing anything on Cancel', async () => {
    const user = userEvent.setup();
    const dialog = renderDialog(FormatChoiceOpen);
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(FormatChoiceOpen.args.onClose).toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    expect(window.localStorage.length).toBe(0);
  });
});
