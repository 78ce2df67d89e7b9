import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { profileHandler } from '../../../../mocks/authHandlers';
import {
  submitAcceptedHandler,
  submitConflictHandler,
  submitPendingHandler,
  submitRefusedHandler,
} from '../../../../mocks/submit/geneClassSymbolHandlers';
import { ArrivedAt, phone375, withSymbolHandlers } from '../submit.storySupport';
import { DETAIL_FORM, INFO_PAGE, SYMBOL_FORM } from './registrationPaths';
import { SymbolDetailFormPage } from './SymbolDetailFormPage';

const received: unknown[] = [];

const meta = {
  title: 'Pages/Submit/Symbol detail form',
  component: SymbolDetailFormPage,
  parameters: {
    route: `${DETAIL_FORM}?geneClassSymbol=ZAP&symbolType=mutant`,
    ...withSymbolHandlers(profileHandler('researcher'), submitAcceptedHandler(received)),
  },
  render: () => (
    <Routes>
      <Route path={DETAIL_FORM} element={<SymbolDetailFormPage />} />
      <Route path={INFO_PAGE} element={<ArrivedAt />} />
      <Route path={SYMBOL_FORM} element={<ArrivedAt />} />
    </Routes>
  ),
} satisfies Meta<typeof SymbolDetailFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const field = (canvas: Canvas, name: RegExp) => canvas.getByRole('textbox', { name });

/** Types a whole text at once (pasted), so that the stories stay quick on a busy machine. */
async function enter(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

async function fillRequired(canvas: Canvas) {
  await enter(field(canvas, /^Full name/), 'ZIGZAG PETAL');
  await enter(field(canvas, /^Phenotype class/), 'flower development');
  await userEvent.click(canvas.getByRole('radio', { name: 'One gene' }));
}

/**
 * The symbol and type come from the address, the submitter from the member's profile (shown, not edited: the server
 * names the account's holder); mutant type asks for a phenotype class.
 */
export const Prefilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Gene Class Symbol Details' })).toBeVisible();
    await expect(field(canvas, /^Gene class symbol/)).toHaveValue('ZAP');
    await expect(canvas.getByRole('radio', { name: /Mutant phenotype/ })).toBeChecked();
    await expect(field(canvas, /^Phenotype class/)).toBeVisible();
    await waitFor(() => expect(field(canvas, /^First name/)).toHaveValue('Daniel'));
    await expect(field(canvas, /^Last name/)).toHaveValue('Okafor');
    await expect(field(canvas, /^Email address/)).toHaveValue('d.okafor@example.org');
    await expect(field(canvas, /^Institution/)).toHaveValue('Carnegie Institution for Science');
    await expect(field(canvas, /^Last name/)).toHaveAttribute('readonly');
    await expect(field(canvas, /^Email address/)).toHaveAccessibleDescription('Curators see the name and e-mail address of your account. To change them, edit your profile.');
    await expect(canvas.getByRole('link', { name: 'Choose another symbol' })).toHaveAttribute('href', `${SYMBOL_FORM}?geneClassSymbol=ZAP&symbolType=mutant`);
  },
};

/** Submitted empty: each required field says so, a summary lists them, and the first one has the focus. */
export const MissingRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(field(canvas, /^Gene class symbol/));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveTextContent('Gene class symbol is required.');
    await expect(summary).toHaveTextContent('Full name is required.');
    await expect(summary).toHaveTextContent('Phenotype class is required.');
    await expect(summary).toHaveTextContent('Number of associated loci is required.');
    await expect(field(canvas, /^Gene class symbol/)).toHaveFocus();
    await expect(field(canvas, /^Full name/)).toHaveAccessibleDescription('Full name is required.');
    await expect(canvas.getByRole('radiogroup', { name: 'Number of associated loci' })).toHaveAccessibleDescription('Number of associated loci is required.');
  },
};

/** A gene product symbol has no phenotype class. */
export const GeneProduct: Story = {
  parameters: { route: `${DETAIL_FORM}?geneClassSymbol=PHX&symbolType=gene_product` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Gene product/ })).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: /^Phenotype class/ })).toBeNull();
  },
};

/** Loci from 2 typed characters and publications from 1, picked with the keyboard into lists; Remove takes one out. */
export const PickLociAndPublications: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loci = canvas.getByRole('combobox', { name: 'Search loci by AGI code or symbol' });
    await userEvent.type(loci, 'a');
    await expect(await within(document.body).findByText('Type at least 2 characters to search.')).toBeVisible();
    await userEvent.type(loci, 't1g0101');
    await within(document.body).findByRole('option', { name: /AT1G01010 \(NAC001\)/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const lociList = within(await canvas.findByRole('list', { name: 'Associated loci' }));
    await expect(lociList.getByText('AT1G01010 (NAC001) - NAC domain containing protein 1')).toBeVisible();
    await expect(loci).toHaveValue('');

    const publications = canvas.getByRole('combobox', { name: 'Search publications by title or author' });
    await userEvent.type(publications, 'w');
    await userEvent.click(await within(document.body).findByRole('option', { name: /LEAFY controls floral meristem identity/ }));
    const publicationList = within(await canvas.findByRole('list', { name: 'Publications' }));
    await expect(publicationList.getByText(/LEAFY controls floral meristem identity in Arabidopsis \(Weigel D, Alvarez J, Smyth DR, 1992\)/)).toBeVisible();

    await userEvent.click(lociList.getByRole('button', { name: /Remove AT1G01010/ }));
    await expect(canvas.queryByRole('list', { name: 'Associated loci' })).toBeNull();
    await expect(canvas.getByText('No loci chosen yet.')).toBeVisible();
  },
};

/** Sent: the success message, then (after 5 seconds) the info page; the body carries the picks in the comments. */
export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    received.length = 0;
    await waitFor(() => expect(field(canvas, /^First name/)).toHaveValue('Daniel'));
    await fillRequired(canvas);
    await enter(field(canvas, /^Comments for the curator/), 'Allele zap-1.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Form submitted successfully and a curator will review it shortly!');
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(received).toEqual([
      expect.objectContaining({
        geneClassSymbol: 'ZAP',
        symbolType: 'mutant',
        fullName: 'ZIGZAG PETAL',
        phenotypeClass: 'flower development',
        numberOfAssociatedLoci: 1,
        comments: { text: 'Allele zap-1.', loci: [], publications: [] },
        communityId: '1501415858',
      }),
    ]);
    await expect(await canvas.findByTestId('arrived-at', {}, { timeout: 7_000 })).toHaveTextContent(INFO_PAGE);
  },
};

/** While it is sent: the button says so and cannot be pressed twice. */
export const Sending: Story = {
  parameters: withSymbolHandlers(profileHandler('researcher'), submitPendingHandler()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
  },
};

/** The server refused: the error message, and the form stays filled for another try. */
export const SubmitFailed: Story = {
  parameters: withSymbolHandlers(profileHandler('researcher'), submitRefusedHandler()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error submitting form. Please try again.');
    await expect(field(canvas, /^Full name/)).toHaveValue('ZIGZAG PETAL');
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

/** Someone registered the symbol between the check and the submit: the conflict text. */
export const TakenMeanwhile: Story = {
  parameters: withSymbolHandlers(profileHandler('researcher'), submitConflictHandler()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This gene class symbol already exists in the database.');
  },
};

export const Narrow: Story = {
  ...phone375,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Gene Class Symbol Details' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
