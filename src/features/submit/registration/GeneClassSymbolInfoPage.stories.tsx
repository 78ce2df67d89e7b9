import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { profileHandler } from '../../../../mocks/authHandlers';
import { ArrivedAt, phone375, withSymbolHandlers } from '../submit.storySupport';
import { GeneClassSymbolInfoPage } from './GeneClassSymbolInfoPage';
import { INFO_PAGE, SYMBOL_FORM } from './registrationPaths';

const meta = {
  title: 'Pages/Submit/Gene Class Symbol Registration',
  component: GeneClassSymbolInfoPage,
  parameters: { route: INFO_PAGE, ...withSymbolHandlers() },
  render: () => (
    <Routes>
      <Route path={INFO_PAGE} element={<GeneClassSymbolInfoPage />} />
      <Route path={SYMBOL_FORM} element={<ArrivedAt />} />
    </Routes>
  ),
} satisfies Meta<typeof GeneClassSymbolInfoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The guidance, the links to the symbol list, account registration and the curator, for any visitor. */
export const Guidance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(document.title).toBe('TAIR - Gene Class Symbol Registration'));
    const breadcrumb = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(breadcrumb.getByRole('link', { name: 'Submit' })).toHaveAttribute('href', '/submit/overview');
    await expect(canvas.getByText(/3 or 4 letters, no numbers, and must not begin with the prefix At/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'registered Gene Class Symbols' })).toHaveAttribute('href', '/browse/gene_symbols');
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    await expect(canvas.getByRole('link', { name: 'curator@arabidopsis.org' })).toHaveAttribute('href', 'mailto:curator@arabidopsis.org');
    await expect(canvas.getByRole('link', { name: 'Register a Gene Class Symbol' })).toHaveAttribute('href', SYMBOL_FORM);
  },
};

/** Nobody logged in: the register link stays on the page and says a login is needed (for 5 seconds). */
export const AnonymousVisitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Register a Gene Class Symbol' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You must be logged in to register a Gene Class Symbol.');
    await expect(canvas.queryByTestId('arrived-at')).toBeNull();
  },
};

/** A logged-in member: the register link opens the symbol form. */
export const Member: Story = {
  parameters: withSymbolHandlers(profileHandler('researcher')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Register a Gene Class Symbol' }));
    await expect(await canvas.findByTestId('arrived-at')).toHaveTextContent(SYMBOL_FORM);
  },
};

export const Narrow: Story = {
  ...phone375,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Gene Class Symbol Registration' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
