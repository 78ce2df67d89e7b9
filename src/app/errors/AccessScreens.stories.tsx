import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { profileHandler } from '../../../mocks/authHandlers';
import { handlers } from '../../../mocks/handlers';
import { AccessDenied } from './AccessDenied';
import { PermissionDenied } from './PermissionDenied';

// The screens the route guards send visitors to (000 §2.2), for each kind of visitor.
const meta = {
  title: 'Pages/Access screens',
  component: AccessDenied,
  parameters: { route: '/access-denied' },
} satisfies Meta<typeof AccessDenied>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor who is not logged in is asked to log in or register. */
export const AccessDeniedAnonymous: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'register' })).toHaveAttribute('href', '/register');
    await expect(canvas.getByRole('link', { name: 'Go to Home Page' })).toHaveAttribute('href', '/');
  },
};

/** Refused a record page, the visitor's login link returns to it. */
export const AccessDeniedToARecord: Story = {
  parameters: { route: `/access-denied?redirect=${encodeURIComponent('/locus?name=AT1G01010')}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login?redirect=%2Flocus%3Fname%3DAT1G01010');
  },
};

/** Refused a curator page, the visitor is told it needs curator rights, not ORCID or a subscription. */
export const AccessDeniedToACuratorPage: Story = {
  parameters: { route: `/access-denied?redirect=${encodeURIComponent('/curator/gene_class_symbols')}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This page is for TAIR curators.')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login?redirect=%2Fcurator%2Fgene_class_symbols');
    await expect(canvasElement).toHaveTextContent(/curator rights/);
    await expect(canvasElement).not.toHaveTextContent(/Record pages|ORCID/);
  },
};

/** A member without ORCID (and without a subscription) is offered the ORCID connection and the profile. */
export const AccessDeniedMemberWithoutOrcid: Story = {
  parameters: { msw: { handlers: [profileHandler('student'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'connect ORCID' })).toHaveAttribute('href', '/linktoorcid');
    await expect(canvas.getByRole('link', { name: 'profile' })).toHaveAttribute('href', '/profile');
    await expect(canvas.queryByRole('link', { name: 'log in' })).toBeNull();
  },
};

/** An edit page the member may not use. */
export const PermissionDeniedScreen: Story = {
  parameters: { route: '/permission-denied' },
  render: () => <PermissionDenied />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Permission Denied' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'curator@arabidopsis.org' })).toHaveAttribute('href', 'mailto:curator@arabidopsis.org');
    await expect(canvas.getByRole('link', { name: 'Go to Home Page' })).toHaveAttribute('href', '/');
  },
};
