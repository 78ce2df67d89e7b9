import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  activationFlow,
  failingPersonDetailsHandler,
  memberSubscriptionStatusHandler,
  personDetailsHandler,
  profilePageHandlers,
  usageTrackers,
  bucketUsageHandler,
} from '../../../mocks/accounts/profileHandlers';
import { anonymousProfileHandler, institutionHandler, profileHandler } from '../../../mocks/authHandlers';
import { renderProfilePage, watchRequests } from './profile.testSupport';

const card = (name: string) => within(screen.getByRole('region', { name }));
const findCard = async (name: string) => within(await screen.findByRole('region', { name }));

describe('Profile page, who is looking', () => {
  it("shows 'Loading ...' while the session loads", async () => {
    renderProfilePage([
      http.get('*/api/auth/profile', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading ...');
    expect(screen.queryByText(/not logged in/)).toBeNull();
  });

  it('asks a visitor who is not logged in to log in, linking to /login', async () => {
    renderProfilePage([anonymousProfileHandler()]);
    const message = await screen.findByText(/You are not logged in/);
    expect(message.textContent).toBe('You are not logged in. Please login to view this page.');
    await userEvent.click(within(message).getByRole('link', { name: 'login' }));
    expect(await screen.findByText('at /login')).toBeVisible();
  });

  it('treats a login without a community id as not logged in', async () => {
    renderProfilePage([profileHandler('researcher', { userIdentifier: '' })]);
    expect(await screen.findByText(/You are not logged in/)).toHaveTextContent(/^You are not logged in\. Please login to view this page\.$/);
    expect(screen.queryByRole('region', { name: 'Account' })).toBeNull();
  });

  it("is titled 'My Profile' and shows the member's name, username and e-mail address", async () => {
    renderProfilePage(profilePageHandlers('researcher'));
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    expect(document.title).toBe('My Profile');
    const account = await findCard('Account');
    expect(account.getByText('Daniel Okafor')).toBeVisible();
    expect(account.getByText('researcher')).toBeVisible();
    expect(account.getByText('d.okafor@example.org')).toBeVisible();
  });
});

describe('Profile page, account type and subscription', () => {
  it('names a basic account with symbol registration when the institution is not subscribed', async () => {
    renderProfilePage(profilePageHandlers('curator'));
    const account = await findCard('Account');
    expect(await account.findByText('Basic TAIR Account and Gene Class Symbol registration.')).toBeVisible();
    expect(account.getByText('Your institution is not subscribed to TAIR.')).toBeVisible();
  });

  it('names the institution that is not subscribed', async () => {
    renderProfilePage([
      http.get('*/api/subscription/institution', () => HttpResponse.json({ name: 'Nottingham Arabidopsis Stock Centre', status: 'not subscribed' })),
      ...profilePageHandlers('student'),
    ]);
    const account = await findCard('Account');
    expect(await account.findByText('Basic TAIR Account without Gene Class Symbol registration.')).toBeVisible();
    expect(account.getByText('Nottingham Arabidopsis Stock Centre is not subscribed to TAIR.')).toBeVisible();
  });

  it('names an institutional account on a subscribed network', async () => {
    renderProfilePage([institutionHandler(true), ...profilePageHandlers('researcher')]);
    const account = await findCard('Account');
    expect(
      await account.findByText('Institutional TAIR Account - includes full access to TAIR pages without Gene Class Symbol registration.'),
    ).toBeVisible();
    expect(account.queryByText(/is not subscribed/)).toBeNull();
  });

  it("takes symbol registration from the person details' REGISTERING_FOR_ABRC", async () => {
    renderProfilePage([personDetailsHandler('student', { REGISTERING_FOR_ABRC: 'T' }), ...profilePageHandlers('student')]);
    expect(await (await findCard('Account')).findByText('Basic TAIR Account and Gene Class Symbol registration.')).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Data Contribution' })).toBeVisible();
  });

  it('shows a subscription with the later of its two expiry dates', async () => {
    renderProfilePage([
      memberSubscriptionStatusHandler({ subscribed: true, expDate: '2027-03-31', free_expiry_date: '2026-09-30' }),
      ...profilePageHandlers('student'),
    ]);
    const subscription = await findCard('Subscription');
    expect(await subscription.findByText(/^Subscription status:/)).toHaveTextContent('Subscription status: Subscribed (expires 3/31/27)');
  });

  it('says when the member is not subscribed', async () => {
    renderProfilePage([memberSubscriptionStatusHandler({ subscribed: false }), ...profilePageHandlers('student')]);
    const subscription = await findCard('Subscription');
    expect(await subscription.findByText(/^Subscription status:/)).toHaveTextContent(/^Subscription status: Not subscribed$/);
  });
});

describe('Profile page, links and cards', () => {
  it('links to the own person record, its edit page, the subscription FAQ and each organization', async () => {
    renderProfilePage(profilePageHandlers('researcher'));
    const links = await findCard('Quick Links');
    expect(links.getByRole('link', { name: 'View my person record' })).toHaveAttribute('href', '/person?key=1501415858');
    expect(links.getByRole('link', { name: 'Edit my person record' })).toHaveAttribute('href', '/edit/person?key=1501415858');
    const faq = links.getByRole('link', { name: /^Individual subscription FAQ/ });
    expect(faq.getAttribute('href')).toMatch(/^https:\/\//);
    expect(faq).toHaveAttribute('target', '_blank');
    const organization = await links.findByRole('link', { name: 'Carnegie Institution for Science, Department of Plant Biology' });
    await userEvent.click(organization);
    expect(await screen.findByText('at /organization?key=1501000101')).toBeVisible();
  });

  it('shows the data-contribution card to a symbol registrant', async () => {
    renderProfilePage(profilePageHandlers('curator'));
    const contribution = await findCard('Data Contribution');
    expect(contribution.getByRole('link', { name: 'Gene Class Symbol Registration' })).toHaveAttribute('href', '/submit/gene_class_symbol_registration');
    expect(contribution.getByRole('link', { name: /^Online submission tool/ })).toHaveAttribute('target', '_blank');
  });

  it('shows neither data contribution nor curator tools to a member who is neither', async () => {
    renderProfilePage(profilePageHandlers('student'));
    await findCard('Quick Links');
    expect(await (await findCard('Address and Affiliations')).findByText('260 Panama Street')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Data Contribution' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Curator Tools' })).toBeNull();
  });

  it('shows curators the review of gene class symbols and the symbol list', async () => {
    renderProfilePage(profilePageHandlers('curator'));
    const tools = await findCard('Curator Tools');
    expect(tools.getByRole('link', { name: 'Review gene class symbol submissions' })).toHaveAttribute('href', '/curator/gene_class_symbols');
    expect(tools.getByRole('link', { name: 'Browse gene class symbols' })).toHaveAttribute('href', '/browse/gene_symbols');
  });

  it('shows the address line by line, then city, region, postal code and country, and the affiliations', async () => {
    renderProfilePage(profilePageHandlers('curator'));
    const address = await findCard('Address and Affiliations');
    const postal = (await address.findByText('The Ohio State University')).closest('address')!;
    expect([...postal.children].map((line) => line.textContent)).toEqual([
      'The Ohio State University',
      'Rightmire Hall',
      '1060 Carmack Road',
      'Columbus, OH 43210',
      'United States',
    ]);
    expect(within(address.getByRole('list')).getByText('Arabidopsis Biological Resource Center')).toBeVisible();
  });

  it('shows an error in the address card alone when the person details cannot be loaded', async () => {
    renderProfilePage([failingPersonDetailsHandler(), ...profilePageHandlers('researcher')]);
    const address = await findCard('Address and Affiliations');
    expect(await address.findByRole('alert')).toHaveTextContent(/^Error fetching data\. Please try again later\.$/);
    expect(await card('Subscription').findByText('30 of 50 units remaining')).toBeVisible();
    expect(card('Account').getByText('Daniel Okafor')).toBeVisible();
    expect(card('Quick Links').getByRole('link', { name: 'Organization 1501000101' })).toHaveAttribute('href', '/organization?key=1501000101');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('treats a { message } answer for the person details as a failure', async () => {
    renderProfilePage([
      http.get('*/api/user/person-details', () => HttpResponse.json({ message: 'No details.' })),
      ...profilePageHandlers('researcher'),
    ]);
    expect(await (await findCard('Address and Affiliations')).findByText('Error fetching data. Please try again later.')).toBeVisible();
  });
});

describe('Profile page, usage units and activation', () => {
  it('reloads the tracker after a code is applied and shows the new figures', async () => {
    const flow = activationFlow(usageTrackers.partlyUsed, usageTrackers.afterActivation);
    const usage = watchRequests('get', '*/api/subscription/bucket/usage');
    renderProfilePage([usage.handler, ...flow.handlers, ...profilePageHandlers('student')]);
    const subscription = await findCard('Subscription');
    expect(await subscription.findByText('30 of 50 units remaining')).toBeVisible();
    expect(usage.received.map(({ query }) => query.get('party_id'))).toEqual(['1501420020']);

    await userEvent.click(subscription.getByRole('button', { name: 'Enter Activation Code' }));
    await userEvent.type(subscription.getByRole('textbox', { name: 'Activation code' }), 'TAIR-DEMO-0250');
    await userEvent.click(subscription.getByRole('button', { name: 'Activate' }));

    expect(await subscription.findByText('280 of 300 units remaining')).toBeVisible();
    expect(subscription.queryByText('30 of 50 units remaining')).toBeNull();
    expect(subscription.getByRole('status')).toHaveTextContent('Activation Code applied successfully!');
    expect(subscription.getByRole('textbox', { name: 'Activation code' })).toHaveValue('');
    expect(usage.received).toHaveLength(2);
  });

  it('reloads the subscription status after a code is applied', async () => {
    const status = watchRequests('get', '*/api/subscription/status');
    renderProfilePage([status.handler, ...profilePageHandlers('student')]);
    const subscription = await findCard('Subscription');
    expect(await subscription.findByText(/^Subscription status:/)).toHaveTextContent(/Subscribed/);
    const before = status.received.length;
    await userEvent.click(subscription.getByRole('button', { name: 'Enter Activation Code' }));
    await userEvent.type(subscription.getByRole('textbox', { name: 'Activation code' }), 'TAIR-DEMO-0250');
    await userEvent.click(subscription.getByRole('button', { name: 'Activate' }));
    await subscription.findByText('Activation Code applied successfully!');
    await waitFor(() => expect(status.received.length).toBe(before + 1));
    expect(status.received.at(-1)!.query.get('userIdentifier')).toBe('1501420020');
  });

  it('shows the red bar for a nearly used-up tracker', async () => {
    renderProfilePage([bucketUsageHandler(usageTrackers.low), ...profilePageHandlers('student')]);
    const subscription = await findCard('Subscription');
    expect(await subscription.findByText('24 of 300 units remaining')).toBeVisible();
    expect(subscription.getByRole('progressbar', { name: 'Usage units remaining' })).toHaveAttribute('data-level', 'red');
  });
});
