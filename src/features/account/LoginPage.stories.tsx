import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { profileHandler } from '../../../mocks/authHandlers';
import { credentialLoginHandler, orcidLoginLinkHandler, pendingProfileHandler } from '../../../mocks/accounts/orcidHandlers';
import { handlers } from '../../../mocks/handlers';
import { LoginPage } from './LoginPage';

// A login that succeeds, and an ORCID sign-in address that opens, leave the page with location.assign: those are
// checked in LoginPage.test.tsx (jsdom), where window.location can be stood in for.

type Canvas = ReturnType<typeof within>;

/** Fills both fields and presses Log In. */
async function logIn(canvas: Canvas, username = 'researcher', password = 'thaliana1') {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Username' }), username);
  await userEvent.type(canvas.getByLabelText(/^Password/), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
}

/** Presses Login with ORCID: the reason shows below the button, which is usable again (the page stays). */
async function orcidRefusal(canvas: Canvas, message: string) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Login with ORCID' }));
  await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
  await expect(canvas.getByRole('button', { name: 'Login with ORCID' })).toBeEnabled();
}

/** How many times the running story's server was asked to log in. */
const loginCalls = { count: 0 };

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
    await expect(canvas.getByRole('region', { name: 'Login with Credentials' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Login with ORCID' })).toHaveTextContent(
      'ORCID login works only if your TAIR account is already linked to ORCID.',
    );
    await expect(canvas.getByRole('button', { name: 'Log In' })).toBeEnabled();
    await expect(canvas.queryByText(/already logged in/)).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Login with ORCID' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Login with ORCID' })).toBeEnabled();
    await expect(canvas.getByText(/ORCID login works only if your TAIR account is already linked to ORCID\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New to TAIR? Register Here' })).toHaveAttribute('href', '/register');
  },
};

function WhereAmI() {
  const here = useLocation();
  return <p>at {here.pathname}</p>;
}

/** Register Here opens the registration page. */
export const RegisterOpened: Story = {
  render: () => (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<WhereAmI />} />
    </Routes>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'New to TAIR? Register Here' }));
    await expect(await canvas.findByText('at /register')).toBeVisible();
  },
};

/** Until it is known whether someone is logged in: Loading..., and no form yet. */
export const SessionLoading: Story = {
  parameters: { msw: { handlers: [pendingProfileHandler(), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.queryByRole('textbox', { name: 'Username' })).toBeNull();
  },
};

/** Log In with both fields empty: both are asked for, and nothing is sent. */
export const MissingFields: Story = {
  beforeEach: () => {
    loginCalls.count = 0;
  },
  parameters: {
    msw: { handlers: [http.post('*/api/auth/login', () => ((loginCalls.count += 1), HttpResponse.json({ success: true }))), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Log In' }));
    const alerts = await canvas.findAllByRole('alert');
    await expect(alerts.map((alert) => alert.textContent)).toEqual(['Username is required.', 'Password is required.']);
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAttribute('aria-invalid', 'true');
    await expect(loginCalls.count).toBe(0);
  },
};

/** Too many attempts from this address: the rate limit text. */
export const TooManyAttempts: Story = {
  parameters: { msw: { handlers: [credentialLoginHandler('tooMany'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await logIn(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many login attempts from this address. Please wait a minute and try again.');
  },
};

/** The authentication service does not answer. */
export const ServiceDown: Story = {
  parameters: { msw: { handlers: [credentialLoginHandler('networkError'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await logIn(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No response received from authentication service');
  },
};

/** The ORCID sign-in address is on its way: Connecting..., and the button cannot be pressed twice. */
export const OrcidConnecting: Story = {
  parameters: { msw: { handlers: [orcidLoginLinkHandler('pending'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Login with ORCID' }));
    await expect(await canvas.findByRole('button', { name: 'Connecting...' })).toBeDisabled();
  },
};

/** The server answers an empty ORCID sign-in address. */
export const OrcidAddressEmpty: Story = {
  parameters: { msw: { handlers: [orcidLoginLinkHandler('empty'), ...handlers] } },
  play: ({ canvasElement }) => orcidRefusal(within(canvasElement), 'ORCID login URL is empty'),
};

/** The ORCID sign-in address cannot be fetched. */
export const OrcidUnreachable: Story = {
  parameters: { msw: { handlers: [orcidLoginLinkHandler('fails'), ...handlers] } },
  play: ({ canvasElement }) => orcidRefusal(within(canvasElement), 'Unable to connect to ORCID. Please try again later.'),
};

/** The answer names a javascript: address: it is never opened (had it been, the page would have gone). */
export const OrcidAddressNotWeb: Story = {
  parameters: { msw: { handlers: [http.get('*/api/auth/orcidloginlink', () => HttpResponse.json({ url: 'javascript:alert(1)' })), ...handlers] } },
  play: ({ canvasElement }) => orcidRefusal(within(canvasElement), 'Unable to connect to ORCID. Please try again later.'),
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
    await expect(canvas.queryByRole('button', { name: 'Log In' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Login with ORCID' })).toBeNull();
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
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'ORCID sign-in is not available on this server. Log in with your TAIR username and password.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Log In' })).toBeEnabled();
  },
};
