import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { profileHandler } from '../../../../mocks/authHandlers';
import { symbolSearchFailureHandler } from '../../../../mocks/submit/geneClassSymbolHandlers';
import { ArrivedAt, phone375, withSymbolHandlers } from '../submit.storySupport';
import { DETAIL_FORM, SYMBOL_FORM } from './registrationPaths';
import { SymbolFormPage } from './SymbolFormPage';

const meta = {
  title: 'Pages/Submit/Symbol form',
  component: SymbolFormPage,
  parameters: { route: SYMBOL_FORM, ...withSymbolHandlers(profileHandler('researcher')) },
  render: () => (
    <Routes>
      <Route path={SYMBOL_FORM} element={<SymbolFormPage />} />
      <Route path={DETAIL_FORM} element={<ArrivedAt />} />
    </Routes>
  ),
} satisfies Meta<typeof SymbolFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const submitButton = (canvas: ReturnType<typeof within>) => canvas.getByRole('button', { name: 'Submit' });

/** A fresh form: no messages yet, and Submit waits for a type and a valid symbol, and says so. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Register a Gene Class Symbol' })).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'Symbol type' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Gene class symbol/ })).toHaveValue('');
    await expect(submitButton(canvas)).toBeDisabled();
    await expect(submitButton(canvas)).toHaveAccessibleDescription('To submit, choose what the symbol is based on and type a symbol of 2 to 5 letters.');
    await expect(canvas.queryByText(/Invalid symbol/)).toBeNull();
  },
};

/** Letters become capitals as typed; a symbol starting with AT is refused with the spec's message. */
export const InvalidSymbol: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Gene product/ }));
    const symbol = canvas.getByRole('textbox', { name: /Gene class symbol/ });
    await userEvent.type(symbol, 'atx');
    await expect(symbol).toHaveValue('ATX');
    await expect(symbol).toHaveAccessibleDescription('Invalid symbol: Must be 2-5 uppercase letters and cannot start with "AT".');
    await expect(symbol).toHaveAttribute('aria-invalid', 'true');
    await expect(submitButton(canvas)).toBeDisabled();
  },
};

/** A valid symbol without a type: the type is asked for and Submit stays disabled. */
export const MissingType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Gene class symbol/ }), 'zap');
    await userEvent.tab();
    await expect(canvas.getByRole('radiogroup', { name: 'Symbol type' })).toHaveAccessibleDescription('Symbol type cannot be empty.');
    await expect(submitButton(canvas)).toBeDisabled();
    await expect(canvas.getByText('To submit, choose what the symbol is based on.')).toBeVisible();
  },
};

/** A taken symbol: the conflict text, and the form stays. */
export const SymbolTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Mutant phenotype/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Gene class symbol/ }), 'lfy');
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This gene class symbol already exists in the database. If you wish to submit this symbol despite the conflict, contact a TAIR curator.',
    );
    await expect(canvas.queryByTestId('arrived-at')).toBeNull();
  },
};

/** The existence check failed: the lookup message. */
export const LookupFailed: Story = {
  parameters: withSymbolHandlers(profileHandler('researcher'), symbolSearchFailureHandler()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Mutant phenotype/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Gene class symbol/ }), 'ZAP');
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('An error occurred while fetching Gene Class Symbols.');
  },
};

/** A free symbol, submitted with the keyboard: the detail form opens with the symbol and its type in the query. */
export const SymbolFree: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Gene product/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Gene class symbol/ }), 'zap{Enter}');
    await expect(await canvas.findByTestId('arrived-at')).toHaveTextContent(`${DETAIL_FORM}?geneClassSymbol=ZAP&symbolType=gene_product`);
  },
};

/** Back from the detail form: the symbol and type in the address fill the fields. */
export const Prefilled: Story = {
  parameters: { route: `${SYMBOL_FORM}?geneClassSymbol=zap&symbolType=mutant` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Gene class symbol/ })).toHaveValue('ZAP');
    await expect(canvas.getByRole('radio', { name: /Mutant phenotype/ })).toBeChecked();
    await expect(submitButton(canvas)).toBeEnabled();
  },
};

export const Narrow: Story = {
  ...phone375,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Register a Gene Class Symbol' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
