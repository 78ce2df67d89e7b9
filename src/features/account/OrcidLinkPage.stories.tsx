import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { profileHandler } from '../../../mocks/authHandlers';
import {
  orcidLoginLinkHandler,
  orcidStatusHandler,
  pendingProfileHandler,
  processOrcidCodeHandler,
} from '../../../mocks/accounts/orcidHandlers';
import { handlers } from '../../../mocks/handlers';
import { OrcidLinkPage } from './OrcidLinkPage';

const meta = {
  title: 'Pages/Account/ORCID Link',
  component: OrcidLinkPage,
  parameters: { route: '/linktoorcid' },
} satisfies Meta<typeof OrcidLinkPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: [pendingProfileHandler(), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.getByRole('heading', { level: 1, name: 'ORCID Connection' })).toBeVisible();
  },
};

/** A member without ORCID (the demo student): the portal asks them to connect it. */
export const NotLinked: Story = {
  parameters: { msw: { handlers: [profileHandler('student'), orcidStatusHandler('notLinked'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(document.title).toBe('TAIR - ORCID Connection'));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome, Priya' })).toBeVisible();
    await expect(canvas.getByText('ORCID Connection Required')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Connect ORCID for TAIR Access' })).toBeEnabled();
  },
};

/** The sign-in address cannot be fetched: the reason shows below the button. */
export const ConnectFails: Story = {
  parameters: {
    msw: { handlers: [profileHandler('student'), orcidStatusHandler('notLinked'), orcidLoginLinkHandler('fails'), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Connect ORCID for TAIR Access' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unable to connect to ORCID. Please try again later.');
    await expect(canvas.getByRole('button', { name: 'Connect ORCID for TAIR Access' })).toBeEnabled();
  },
};

/** ORCID sent a member back with a code, and the iD is now linked. */
export const Linked: Story = {
  parameters: {
    route: '/linktoorcid?code=mock-code',
    msw: { handlers: [profileHandler('student'), processOrcidCodeHandler('linked'), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome to TAIR!' })).toBeVisible();
    await expect(canvas.getByText('Your ORCID is successfully linked.')).toBeVisible();
  },
};

/** The returned iD already belongs to another account. */
export const AlreadyLinked: Story = {
  parameters: {
    route: '/linktoorcid?code=mock-code',
    msw: { handlers: [profileHandler('student'), processOrcidCodeHandler('alreadyLinked'), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'ORCID Account Already Linked' })).toBeVisible();
    await expect(canvas.getByText(/already linked to another TAIR account/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'curator@arabidopsis.org' })).toHaveAttribute('href', 'mailto:curator@arabidopsis.org');
  },
};

/** A visitor with no login and no code. */
export const NotLoggedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Orcid Authentication Failed' })).toBeVisible();
    await expect(canvas.getByText(/Your ORCID account is not linked to a TAIR account\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New to TAIR? Register Here' })).toHaveAttribute('href', '/register');
  },
};
