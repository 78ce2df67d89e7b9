import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { profilePageHandlers, unlinkFlow, unlinkOrcidHandler } from '../../../mocks/accounts/profileHandlers';
import { renderProfilePage, watchRequests } from './profile.testSupport';

// The ORCID card in its page, so that the session reload after unlinking is seen as a member sees it.
const card = (name: string) => within(screen.getByRole('region', { name }));
const findCard = async (name: string) => within(await screen.findByRole('region', { name }));

describe('ORCID on the profile page', () => {
  it("links the member's ORCID iD to its ORCID page", async () => {
    renderProfilePage(profilePageHandlers('researcher'));
    const link = (await findCard('ORCID')).getByRole('link', { name: /^0000-0002-1825-0097/ });
    expect(link).toHaveAttribute('href', 'https://orcid.org/0000-0002-1825-0097');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('offers a member without ORCID the way to connect it', async () => {
    renderProfilePage(profilePageHandlers('student'));
    const orcid = await findCard('ORCID');
    expect(orcid.getByRole('link', { name: 'Connect your ORCID iD' })).toHaveAttribute('href', '/linktoorcid');
    expect(orcid.queryByRole('button', { name: 'Unlink ORCID' })).toBeNull();
  });

  it('unlinks after confirmation with the stored credentials, tells so and reloads the session', async () => {
    const flow = unlinkFlow('researcher');
    const unlink = watchRequests('post', '*/api/auth/unlink-orcid');
    const profile = watchRequests('get', '*/api/auth/profile');
    renderProfilePage([unlink.handler, profile.handler, ...flow.handlers, ...profilePageHandlers('researcher')]);
    const orcid = await findCard('ORCID');
    await userEvent.click(orcid.getByRole('button', { name: 'Unlink ORCID' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Unlink ORCID?' }));
    expect(dialog.getByText(/0000-0002-1825-0097/)).toBeVisible();
    const profileLoads = profile.received.length;
    await userEvent.click(dialog.getByRole('button', { name: 'Unlink' }));

    expect(await screen.findByText('ORCID account successfully unlinked')).toBeVisible();
    expect(unlink.received.map(({ body }) => body)).toEqual([{ credentialId: 'mock-credential-researcher', secretKey: 'mock-secret-researcher' }]);
    expect(await orcid.findByRole('link', { name: 'Connect your ORCID iD' })).toHaveAttribute('href', '/linktoorcid');
    expect(profile.received.length).toBeGreaterThan(profileLoads);
    expect(orcid.queryByRole('link', { name: /0000-0002-1825-0097/ })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends nothing when the member cancels', async () => {
    const unlink = watchRequests('post', '*/api/auth/unlink-orcid');
    renderProfilePage([unlink.handler, ...profilePageHandlers('researcher')]);
    await userEvent.click((await findCard('ORCID')).getByRole('button', { name: 'Unlink ORCID' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(unlink.received).toHaveLength(0);
    expect(card('ORCID').getByRole('button', { name: 'Unlink ORCID' })).toBeVisible();
  });

  it.each([
    ['refuses', 'refused'],
    ['cannot be reached', 'networkError'],
  ] as const)('reports a failure when the server %s, keeping the iD', async (_, answer) => {
    renderProfilePage([unlinkOrcidHandler(answer), ...profilePageHandlers('researcher')]);
    await userEvent.click((await findCard('ORCID')).getByRole('button', { name: 'Unlink ORCID' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to unlink ORCID account. Please try again.');
    expect(card('ORCID').getByRole('link', { name: /0000-0002-1825-0097/ })).toBeVisible();
  });

  it('reports a failure for an answer without success: true', async () => {
    renderProfilePage([http.post('*/api/auth/unlink-orcid', () => HttpResponse.json({ message: 'done?' })), ...profilePageHandlers('researcher')]);
    await userEvent.click((await findCard('ORCID')).getByRole('button', { name: 'Unlink ORCID' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to unlink ORCID account. Please try again.');
  });
});
