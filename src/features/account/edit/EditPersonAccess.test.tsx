// The edit-person page for a curator editing someone else, and the member's ORCID link (000 §2.7).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoProfiles, profileHandler } from '../../../../mocks/authHandlers';
import { personDetailsHandler, unlinkOrcidHandler } from '../../../../mocks/accounts/formHandlers';
import { server } from '../../../../tests/unit/setup';
import { expectFieldError, fieldLabelled } from '../forms/accountForm.testSupport';
import { RESEARCHER, STUDENT, loaded, recordCalls, renderEditPerson, save } from './editPerson.testSupport';

describe('Edit person page for a curator editing another member', () => {
  it('leaves the username empty and the login details alone unless asked', async () => {
    server.use(profileHandler('curator'), personDetailsHandler());
    const calls = recordCalls();
    const user = userEvent.setup();
    renderEditPerson(RESEARCHER);
    await loaded();
    expect(fieldLabelled('Username')).toHaveValue('');
    expect(screen.queryByRole('heading', { name: 'ORCID' })).toBeNull();
    await user.type(fieldLabelled('Password'), 'newpass1');
    await user.type(fieldLabelled('Confirm Password'), 'newpass1');
    await save(user);
    expectFieldError('Username', 'Username is required.');
    await user.clear(fieldLabelled('Password'));
    await user.clear(fieldLabelled('Confirm Password'));
    await save(user);
    await screen.findByText('Person details updated successfully.');
    expect(calls.credentials).toEqual([]);
    expect(calls.person).toHaveLength(1);
  });
});

describe('Edit person page: ORCID link', () => {
  it('offers to link an ORCID account when none is linked', async () => {
    server.use(profileHandler('student'), personDetailsHandler());
    const user = userEvent.setup();
    renderEditPerson(STUDENT);
    await loaded();
    const link = screen.getByRole('link', { name: 'Link ORCID Account' });
    expect(link).toHaveAttribute('href', `/linktoorcid?communityId=${STUDENT}`);
    await user.click(link);
    expect(screen.getByText(`at /linktoorcid?communityId=${STUDENT}`)).toBeVisible();
  });

  it('unlinks after confirmation, says so, and reloads the session', async () => {
    let orcidId: string | null = demoProfiles.researcher.orcidId;
    const unlinkBodies: unknown[] = [];
    server.use(
      http.get('*/api/auth/profile', () => HttpResponse.json({ ...demoProfiles.researcher, orcidId })),
      personDetailsHandler(),
      http.post('*/api/auth/unlink-orcid', async ({ request }) => {
        unlinkBodies.push(await request.json());
        orcidId = null;
        return HttpResponse.json({ success: true, message: 'ORCID account successfully unlinked' });
      }),
    );
    const user = userEvent.setup();
    renderEditPerson(RESEARCHER);
    await loaded();
    expect(screen.getByRole('link', { name: demoProfiles.researcher.orcidId })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Unlink ORCID' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(unlinkBodies).toEqual([]);

    await user.click(await screen.findByRole('button', { name: 'Unlink ORCID' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText('ORCID account successfully unlinked')).toBeVisible();
    expect(unlinkBodies).toEqual([{ credentialId: demoProfiles.researcher.credentialId, secretKey: demoProfiles.researcher.secretKey }]);
    expect(await screen.findByRole('link', { name: 'Link ORCID Account' })).toHaveAttribute('href', `/linktoorcid?communityId=${RESEARCHER}`);
  });

  it.each(['failure', 'network'] as const)('says so when unlinking ends in %s', async (outcome) => {
    server.use(profileHandler('researcher'), personDetailsHandler(), unlinkOrcidHandler(outcome));
    const user = userEvent.setup();
    renderEditPerson(RESEARCHER);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Unlink ORCID' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to unlink ORCID account. Please try again.');
    expect(screen.getByRole('button', { name: 'Unlink ORCID' })).toBeVisible();
  });
});
