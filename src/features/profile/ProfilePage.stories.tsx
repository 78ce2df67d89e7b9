import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  activationFlow,
  activationHandler,
  bucketUsageHandler,
  failingPersonDetailsHandler,
  noUsageUnitsHandler,
  pendingBucketUsageHandler,
  profilePageHandlers,
  unlinkFlow,
  usageTrackers,
} from '../../../mocks/accounts/profileHandlers';
import { institutionHandler } from '../../../mocks/authHandlers';
import { handlers } from '../../../mocks/handlers';
import { ProfilePage } from './ProfilePage';
import { usageLevelColours } from './UsageTracker';

const meta = {
  title: 'Pages/Profile',
  component: ProfilePage,
  parameters: { route: '/profile' },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card of the page, once it is there (the page waits for the session first). */
const card = async (canvasElement: HTMLElement, name: string) => within(await within(canvasElement).findByRole('region', { name }));

/** A CSS colour as the browser reports it (rgb(…)), for comparing with a computed style. */
function computedColour(colour: string): string {
  const probe = document.createElement('span');
  probe.style.color = colour;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

const barColour = (bar: HTMLElement) => getComputedStyle(bar.querySelector('.MuiLinearProgress-bar')!).backgroundColor;

const activation = activationFlow();
const unlinking = unlinkFlow('researcher');

export const NotLoggedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = await canvas.findByText(/You are not logged in/);
    await expect(message).toHaveTextContent(/^You are not logged in\. Please login to view this page\.$/);
    await expect(within(message).getByRole('link', { name: 'login' })).toHaveAttribute('href', '/login');
    await expect(document.title).toBe('My Profile');
    await expect(canvas.queryByRole('region', { name: 'Subscription' })).toBeNull();
  },
};

export const LoadingSession: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/auth/profile', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading ...');
  },
};

/** The researcher: ORCID linked, not registering gene class symbols, on a network that is not subscribed. */
export const Member: Story = {
  parameters: { msw: { handlers: [...profilePageHandlers('researcher'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    const account = await card(canvasElement, 'Account');
    await expect(await account.findByText('Daniel Okafor')).toBeVisible();
    await expect(account.getByText('researcher')).toBeVisible();
    await expect(account.getByText('d.okafor@example.org')).toBeVisible();
    await expect(await account.findByText('Basic TAIR Account without Gene Class Symbol registration.')).toBeVisible();
    await expect(account.getByText('Your institution is not subscribed to TAIR.')).toBeVisible();

    const subscription = await card(canvasElement, 'Subscription');
    await expect(await subscription.findByText(/Subscription status:/)).toHaveTextContent('Subscription status: Subscribed (expires 9/30/26)');
    await expect(await subscription.findByText('30 of 50 units remaining')).toBeVisible();
    const bar = subscription.getByRole('progressbar', { name: 'Usage units remaining' });
    await expect(bar).toHaveAttribute('aria-valuenow', '60');
    await expect(barColour(bar)).toBe(computedColour(usageLevelColours.yellow));
    await expect(subscription.getByText('Units expire on 9/30/26')).toBeVisible();

    const orcid = await card(canvasElement, 'ORCID');
    await expect(orcid.getByRole('link', { name: /^0000-0002-1825-0097/ })).toHaveAttribute('href', 'https://orcid.org/0000-0002-1825-0097');
    await expect(orcid.getByRole('button', { name: 'Unlink ORCID' })).toBeVisible();

    const links = await card(canvasElement, 'Quick Links');
    await expect(links.getByRole('link', { name: 'View my person record' })).toHaveAttribute('href', '/person?key=1501415858');
    await expect(links.getByRole('link', { name: 'Edit my person record' })).toHaveAttribute('href', '/edit/person?key=1501415858');
    await expect(await links.findByRole('link', { name: 'Carnegie Institution for Science, Department of Plant Biology' })).toHaveAttribute(
      'href',
      '/organization?key=1501000101',
    );

    await expect(canvas.queryByRole('region', { name: 'Data Contribution' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Curator Tools' })).toBeNull();

    const address = await card(canvasElement, 'Address and Affiliations');
    await expect(await address.findByText('260 Panama Street')).toBeVisible();
    await expect(address.getByText('Stanford, CA 94305')).toBeVisible();
  },
};

/** The curator: curator tools and gene class symbol registration, no ORCID linked, on the subscribed demo network. */
export const Curator: Story = {
  parameters: { msw: { handlers: [institutionHandler(true), ...profilePageHandlers('curator'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const account = await card(canvasElement, 'Account');
    await expect(
      await account.findByText('Institutional TAIR Account - includes full access to TAIR pages and Gene Class Symbol registration.'),
    ).toBeVisible();
    const contribution = await card(canvasElement, 'Data Contribution');
    await expect(contribution.getByRole('link', { name: 'Gene Class Symbol Registration' })).toHaveAttribute('href', '/submit/gene_class_symbol_registration');
    const tools = await card(canvasElement, 'Curator Tools');
    await expect(tools.getByRole('link', { name: 'Browse gene class symbols' })).toHaveAttribute('href', '/browse/gene_symbols');
    await expect(tools.getByRole('link', { name: 'Review gene class symbol submissions' })).toHaveAttribute('href', '/curator/gene_class_symbols');
    await expect((await card(canvasElement, 'ORCID')).getByRole('link', { name: 'Connect your ORCID iD' })).toHaveAttribute('href', '/linktoorcid');
  },
};

export const UsageLoading: Story = {
  parameters: { msw: { handlers: [pendingBucketUsageHandler(), ...profilePageHandlers('student'), ...handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await (await card(canvasElement, 'Subscription')).findByRole('progressbar', { name: 'Loading usage units' })).toBeVisible();
  },
};

export const NoUsageUnits: Story = {
  parameters: { msw: { handlers: [noUsageUnitsHandler(), ...profilePageHandlers('student'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const subscription = await card(canvasElement, 'Subscription');
    await expect(await subscription.findByText('No Usage Units Available')).toBeVisible();
    await expect(subscription.getByRole('link', { name: /^subscribe to TAIR/ })).toHaveAttribute('target', '_blank');
    await expect(subscription.getByRole('button', { name: 'Enter Activation Code' })).toBeVisible();
    await expect(subscription.queryByRole('progressbar')).toBeNull();
  },
};

/** 24 of 300 units left: the bar is red. */
export const LowUnits: Story = {
  parameters: { msw: { handlers: [bucketUsageHandler(usageTrackers.low), ...profilePageHandlers('student'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const subscription = await card(canvasElement, 'Subscription');
    await expect(await subscription.findByText('24 of 300 units remaining')).toBeVisible();
    const bar = subscription.getByRole('progressbar', { name: 'Usage units remaining' });
    await expect(bar).toHaveAttribute('aria-valuenow', '8');
    await expect(barColour(bar)).toBe(computedColour(usageLevelColours.red));
    await expect(subscription.getByText('Units expire on 3/31/27')).toBeVisible();
    await expect(subscription.getByText('Unit packages bought: 1')).toBeVisible();
  },
};

export const ActivationSucceeds: Story = {
  beforeEach: () => {
    activation.reset();
  },
  parameters: { msw: { handlers: [...activation.handlers, ...profilePageHandlers('student'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const subscription = await card(canvasElement, 'Subscription');
    await expect(await subscription.findByText('30 of 50 units remaining')).toBeVisible();
    await userEvent.click(subscription.getByRole('button', { name: 'Enter Activation Code' }));
    const field = subscription.getByRole('textbox', { name: 'Activation code' });
    await userEvent.type(field, 'TAIR-DEMO-0250');
    await userEvent.click(subscription.getByRole('button', { name: 'Activate' }));
    await expect(await subscription.findByRole('status')).toHaveTextContent('Activation Code applied successfully!');
    await expect(field).toHaveValue('');
    await expect(await subscription.findByText('280 of 300 units remaining')).toBeVisible();
    await userEvent.click(subscription.getByRole('button', { name: 'Hide' }));
    await expect(subscription.queryByRole('textbox', { name: 'Activation code' })).toBeNull();
  },
};

export const ActivationFails: Story = {
  parameters: { msw: { handlers: [activationHandler('usedCode'), ...profilePageHandlers('student'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const subscription = await card(canvasElement, 'Subscription');
    await userEvent.click(await subscription.findByRole('button', { name: 'Enter Activation Code' }));
    await userEvent.click(subscription.getByRole('button', { name: 'Activate' }));
    await expect(await subscription.findByRole('alert')).toHaveTextContent('Please enter a valid activation code.');
    await userEvent.type(subscription.getByRole('textbox', { name: 'Activation code' }), 'TAIR-DEMO-0100');
    await userEvent.click(subscription.getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(subscription.getByRole('alert')).toHaveTextContent('This activation code has already been used.'));
    await expect(subscription.getByRole('textbox', { name: 'Activation code' })).toHaveValue('TAIR-DEMO-0100');
  },
};

export const UnlinksOrcid: Story = {
  beforeEach: () => {
    unlinking.reset();
  },
  parameters: { msw: { handlers: [...unlinking.handlers, ...profilePageHandlers('researcher'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const orcid = await card(canvasElement, 'ORCID');
    await userEvent.click(await orcid.findByRole('button', { name: 'Unlink ORCID' }));
    const page = within(document.body);
    const dialog = within(await page.findByRole('dialog', { name: 'Unlink ORCID?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Unlink' }));
    const toast = await page.findByText('ORCID account successfully unlinked');
    // The toast grows in; it is visible once its opening transition has run.
    await waitFor(() => expect(toast).toBeVisible());
    await expect(await orcid.findByRole('link', { name: 'Connect your ORCID iD' })).toHaveAttribute('href', '/linktoorcid');
    await expect(orcid.queryByRole('button', { name: 'Unlink ORCID' })).toBeNull();
  },
};

export const UnlinkFails: Story = {
  parameters: {
    msw: { handlers: [http.post('*/api/auth/unlink-orcid', () => HttpResponse.json({ success: false }, { status: 500 })), ...profilePageHandlers('researcher'), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const orcid = await card(canvasElement, 'ORCID');
    await userEvent.click(await orcid.findByRole('button', { name: 'Unlink ORCID' }));
    const page = within(document.body);
    await userEvent.click(within(await page.findByRole('dialog', { name: 'Unlink ORCID?' })).getByRole('button', { name: 'Unlink' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('Failed to unlink ORCID account. Please try again.');
    await expect(orcid.getByRole('button', { name: 'Unlink ORCID' })).toBeVisible();
  },
};

/** Person details that cannot be loaded spoil only their own card. */
export const PersonDetailsFailed: Story = {
  parameters: { msw: { handlers: [failingPersonDetailsHandler(), ...profilePageHandlers('researcher'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const address = await card(canvasElement, 'Address and Affiliations');
    await expect(await address.findByRole('alert')).toHaveTextContent('Error fetching data. Please try again later.');
    await expect(await (await card(canvasElement, 'Subscription')).findByText('30 of 50 units remaining')).toBeVisible();
    await expect((await card(canvasElement, 'Quick Links')).getByRole('link', { name: 'Organization 1501000101' })).toHaveAttribute(
      'href',
      '/organization?key=1501000101',
    );
  },
};

/** On a 375 px wide phone every card fits: nothing scrolls sideways. */
export const NarrowScreen: Story = {
  parameters: { msw: { handlers: [bucketUsageHandler(usageTrackers.low), ...profilePageHandlers('researcher'), ...handlers] } },
  decorators: [
    (Story) => (
      <Box data-testid="phone-frame" sx={{ width: 375, overflowX: 'auto' }}>
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTestId('phone-frame');
    await expect(await (await card(canvasElement, 'Address and Affiliations')).findByText('260 Panama Street')).toBeVisible();
    await expect(await (await card(canvasElement, 'Subscription')).findByText('24 of 300 units remaining')).toBeVisible();
    await userEvent.click((await card(canvasElement, 'Subscription')).getByRole('button', { name: 'Enter Activation Code' }));
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
