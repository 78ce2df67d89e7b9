import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { profileHandler } from '../../../mocks/authHandlers';
import { credentialLoginHandler, orcidLoginLinkHandler } from '../../../mocks/accounts/orcidHandlers';
import { handlers } from '../../../mocks/handlers';
import { LoginPage } from './LoginPage';

const meta = {
  title: 'Pages/Account/Login',
  component: LoginPage,
  parameters: { route: '/login' },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: both ways of logging in, and the way to register. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(document.title).toBe('TAIR Login Page'));
    await expect(canvas.getByRole('heading', { level: 1, name: 'TAIR Login Page' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Login with Credentials' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Login with ORCID' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Login with ORCID' })).toBeEnabled();
    await expect(canvas.getByText(/ORCID login works only if your TAIR account is already linked to ORCID\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New to TAIR? Register Here' })).toHaveAttribute('href', '/register');
  },
};

/** The server refuses the credentials: its own words are shown. */
export const WrongPassword: Story = {
  parameters: { msw: { handlers: [credentialLoginHandler('refused'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Username' }), 'researcher');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Incorrect username or password.');
    await expect(canvas.getByRole('button', { name: 'Log In' })).toBeEnabled();
  },
};

/** A member who is logged in already is offered the profile and logout instead of the forms. */
export const AlreadyLoggedIn: Story = {
  parameters: { msw: { handlers: [profileHandler('researcher'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You are already logged in as researcher.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/profile');
    await expect(canvas.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/auth/logout');
    await expect(canvas.queryByRole('textbox', { name: 'Username' })).toBeNull();
  },
};

/** A server without ORCID sign-in: the ORCID button says so and points to the credentials form. */
export const OrcidNotAvailable: Story = {
  parameters: { msw: { handlers: [orcidLoginLinkHandler('unavailable'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Login with ORCID' }));
    await expect(
      await canvas.findByText('ORCID sign-in is not available on this server. Log in with your TAIR username and password.'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toBeEnabled();
  },
};
