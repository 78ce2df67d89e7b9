import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoProfiles, profileHandler } from '../../../../mocks/authHandlers';
import {
  failingRecordHandler,
  formRefusals,
  personDetailsHandler,
  personRecordHandler,
  type FormOutcome,
} from '../../../../mocks/accounts/formHandlers';
import { server } from '../../../../tests/unit/setup';
import { expectFieldError, fieldLabelled, summaryMessages } from '../forms/accountForm.testSupport';
import { RESEARCHER, changeLoginDetails, loaded, recordCalls, renderEditPerson, save } from './editPerson.testSupport';

afterEach(() => {
  vi.useRealTimers();
});

describe('Edit person page', () => {
  it('fills the form from the person record and the session', async () => {
    server.use(profileHandler('researcher'), personDetailsHandler());
    renderEditPerson(RESEARCHER);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Person' })).toBeVisible();
    await loaded();
    expect(document.title).toBe('TAIR - Edit Person');
    expect(fieldLabelled('Community ID')).toHaveValue(RESEARCHER);
    expect(fieldLabelled('Community ID')).toHaveAttribute('readonly');
    expect(fieldLabelled('Username')).toHaveValue('researcher');
    expect(fieldLabelled('Password')).toHaveValue('');
    expect(fieldLabelled('First Name')).toHaveValue('Daniel');
    expect(fieldLabelled('Last Name')).toHaveValue('Okafor');
    expect(fieldLabelled('Email address')).toHaveValue('d.okafor@example.org');
    expect(fieldLabelled('Institution Name')).toHaveValue('Carnegie Institution for Science, Department of Plant Biology');
    expect(fieldLabelled('Country')).toHaveValue('United States');
    expect(fieldLabelled('State')).toHaveValue('CA');
    expect(screen.getByRole('checkbox', { name: 'Display e-mail' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Receive e-mail' })).not.toBeChecked();
  });

  it("takes the e-mail choice from the account details when they carry it", async () => {
    server.use(profileHandler('researcher'), personDetailsHandler('success', { SEND_EMAIL: 'T' }));
    renderEditPerson(RESEARCHER);
    await loaded();
    expect(screen.getByRole('checkbox', { name: 'Receive e-mail' })).toBeChecked();
  });

  it('says so when the person cannot be loaded', async () => {
    server.use(profileHandler('researcher'), personDetailsHandler(), failingRecordHandler('person'));
    renderEditPerson(RESEARCHER);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching data. Please try again later.');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows example data for the key TEST without asking the server for a person', async () => {
    const asked: string[] = [];
    server.use(
      profileHandler('curator'),
      http.get('*/api/detail/person', ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json({});
      }),
      http.get('*/api/user/person-details', ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json({});
      }),
    );
    renderEditPerson('TEST');
    await loaded();
    expect(fieldLabelled('Community ID')).toHaveValue('TEST');
    expect(fieldLabelled('First Name')).toHaveValue('Jane');
    expect(fieldLabelled('Email address')).toHaveValue('jane.example@example.org');
    expect(screen.getByText(/This is example data/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(asked).toEqual([]);
  });

  it('saves the person record alone when the login details are unchanged, then opens the person page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(profileHandler('researcher'), personDetailsHandler());
    const calls = recordCalls();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderEditPerson(RESEARCHER);
    await loaded();
    await user.clear(fieldLabelled('Institution Name'));
    await user.type(fieldLabelled('Institution Name'), 'Stanford University');
    await user.click(screen.getByRole('checkbox', { name: 'Receive e-mail' }));
    await save(user);

    expect(await screen.findByText('Person details updated successfully.')).toBeVisible();
    expect(calls.credentials).toEqual([]);
    expect(calls.person).toEqual([
      {
        communityId: RESEARCHER,
        firstName: 'Daniel',
        lastName: 'Okafor',
        email: 'd.okafor@example.org',
        institutionName: 'Stanford University',
        sendEmail: 'T',
        displayEmail: 'T',
        country: 'United States',
        stateProvince: 'CA',
      },
    ]);
    expect(screen.queryByText(`at /person?key=${RESEARCHER}`)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByText(`at /person?key=${RESEARCHER}`)).toBeVisible();
  });

  it('saves a new username and password with the session credentials before the person record', async () => {
    server.use(profileHandler('researcher'), personDetailsHandler());
    const calls = recordCalls();
    const user = userEvent.setup();
    renderEditPerson(RESEARCHER);
    await loaded();
    await changeLoginDetails(user, { username: 'dokafor', password: 'newpass1', current: 'thaliana1' });
    await save(user);

    expect(await screen.findByText('Person details updated successfully.')).toBeVisible();
    expect(screen.getByText('Person credentials updated successfully.')).toBeVisible();
    expect(calls.credentials).toEqual([
      {
        credentialId: demoProfiles.researcher.credentialId,
        secretKey: demoProfiles.researcher.secretKey,
        communityId: RESEARCHER,
        userName: 'dokafor',
        password: 'newpass1',
        currentPassword: 'thaliana1',
      },
    ]);
    expect(calls.person).toHaveLength(1);
    expect(fieldLabelled('Password')).toHaveValue('');
    expect(fieldLabelled('Current password')).toHaveValue('');
  });

  it('checks the new password and the required fields before saving', async () => {
    server.use(profileHandler('researcher'), personDetailsHandler());
    const calls = recordCalls();
    const user = userEvent.setup();
    renderEditPerson(RESEARCHER);
    await loaded();
    await user.type(fieldLabelled('Password'), 'abc');
    await user.clear(fieldLabelled('First Name'));
    await user.clear(fieldLabelled('Last Name'));
    await user.clear(fieldLabelled('Email address'));
    await save(user);
    expectFieldError('Password', 'Password must be between 6 and 10 characters.');
    expectFieldError('Confirm Password', 'Passwords do not match.');
    expectFieldError('First Name', 'First Name is required.');
    expectFieldError('Last Name', 'Last Name is required.');
    expectFieldError('Email address', 'Email address is required.');
    expect(summaryMessages()).toEqual([
      'Password must be between 6 and 10 characters.',
      'Passwords do not match.',
      'Current password is required.',
      'First Name is required.',
      'Last Name is required.',
      'Email address is required.',
    ]);

    await user.type(fieldLabelled('Email address'), 'okafor@');
    await user.type(fieldLabelled('Last Name'), 'Okaför');
    expectFieldError('Last Name', 'Only English characters are allowed in this form.');
    await save(user);
    expectFieldError('Email address', 'Please enter a valid email address in English (e.g., curator@arabidopsis.org).');
    expectFieldError('Last Name', 'Only English characters are allowed in Last Name.');
    expect(calls.credentials).toEqual([]);
    expect(calls.person).toEqual([]);
  });

  it.each<[FormOutcome, string]>([
    ['rejected', formRefusals.credentials.rejected.error],
    ['conflict', formRefusals.credentials.conflict.error],
    ['failure', 'An unexpected error occurred. Please try again.'],
    ['network', 'Failed to update details due to a network or server issue. Please try again.'],
  ])('reports a %s credentials update and leaves the person record alone', async (outcome, message) => {
    server.use(profileHandler('researcher'), personDetailsHandler());
    const calls = recordCalls(outcome);
    const user = userEvent.setup();
    renderEditPerson(RESEARCHER);
    await loaded();
    await changeLoginDetails(user, { username: 'curator', current: 'thaliana1' });
    await save(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(calls.person).toEqual([]);
    expect(screen.queryByText('Person credentials updated successfully.')).toBeNull();
  });

  it('marks the username the server refuses', async () => {
    server.use(profileHandler('researcher'), personDetailsHandler());
    recordCalls('conflict');
    const user = userEvent.setup();
    renderEditPerson(RESEARCHER);
    await loaded();
    await changeLoginDetails(user, { username: 'curator', current: 'thaliana1' });
    await save(user);
    await waitFor(() => expectFieldError('Username', formRefusals.credentials.conflict.error));
  });

  it('asks for the current password before a new username or password is sent, and not otherwise', async () => {
    server.use(profileHandler('researcher'), personDetailsHandler());
    const calls = recordCalls();
    const user = userEvent.setup();
    renderEditPerson(RESEARCHER);
    await loaded();
    const current = fieldLabelled('Current password');
    expect(current).toHaveAttribute('type', 'password');
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    await changeLoginDetails(user, { password: 'newpass1' });
    await save(user);
    expectFieldError('Current password', 'Current password is required.');
    expect(summaryMessages()).toEqual(['Current password is required.']);
    expect(calls.credentials).toEqual([]);
    expect(calls.person).toEqual([]);
  });

  it('shows a wrong current password next to its field, keeping what the member typed', async () => {
    server.use(
      profileHandler('researcher'),
      personDetailsHandler(),
      http.put('*/api/user/update-credentials', () =>
        HttpResponse.json({ error: 'Your current password is not correct.', field: 'currentPassword' }, { status: 403 }),
      ),
    );
    const user = userEvent.setup();
    renderEditPerson(RESEARCHER);
    await loaded();
    await changeLoginDetails(user, { username: 'dokafor', password: 'newpass1', current: 'not-mine' });
    await save(user);
    await waitFor(() => expectFieldError('Current password', 'Your current password is not correct.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Your current password is not correct.');
    expect(fieldLabelled('Username')).toHaveValue('dokafor');
    expect(fieldLabelled('Password')).toHaveValue('newpass1');
    expect(fieldLabelled('Confirm Password')).toHaveValue('newpass1');
    expect(fieldLabelled('Current password')).toHaveValue('not-mine');
    expect(screen.queryByText('Person details updated successfully.')).toBeNull();
  });

  it.each<FormOutcome>(['rejected', 'conflict', 'failure', 'network'])('reports a %s person update with one message', async (outcome) => {
    server.use(profileHandler('researcher'), personDetailsHandler());
    recordCalls('success', outcome);
    const user = userEvent.setup();
    renderEditPerson(RESEARCHER);
    await loaded();
    await save(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update details. Please try again.');
    expect(screen.queryByText('Person details updated successfully.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('marks the e-mail address the server refuses', async () => {
    server.use(profileHandler('researcher'), personDetailsHandler());
    recordCalls('success', 'conflict');
    const user = userEvent.setup();
    renderEditPerson(RESEARCHER);
    await loaded();
    await save(user);
    await waitFor(() => expectFieldError('Email address', formRefusals.person.conflict.error));
  });

  it('sends N/A as the state after a move to a country without states', async () => {
    server.use(profileHandler('researcher'), personDetailsHandler());
    const calls = recordCalls();
    const user = userEvent.setup();
    renderEditPerson(RESEARCHER);
    await loaded();
    await user.selectOptions(fieldLabelled('Country'), 'Japan');
    expect(fieldLabelled('State')).toHaveValue('N/A');
    await save(user);
    await screen.findByText('Person details updated successfully.');
    expect(calls.person[0]).toMatchObject({ country: 'Japan', stateProvince: 'N/A' });
  });

  it('keeps a region the record holds for a country without a list', async () => {
    server.use(
      profileHandler('researcher'),
      personDetailsHandler(),
      personRecordHandler({ communityId: Number(RESEARCHER), firstName: 'Daniel', lastName: 'Okafor', email: 'd.okafor@example.org', country: 'Kenya', region: 'Nairobi' }),
    );
    renderEditPerson(RESEARCHER);
    await loaded();
    expect(fieldLabelled('Country')).toHaveValue('Kenya');
    expect(fieldLabelled('State')).toHaveValue('Nairobi');
    expect(fieldLabelled('State')).toHaveAttribute('readonly');
  });

  it('shows and sends markup in a name as plain text', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    server.use(
      profileHandler('researcher'),
      personDetailsHandler(),
      personRecordHandler({ communityId: Number(RESEARCHER), firstName: hostile, lastName: 'Okafor', email: 'd.okafor@example.org', country: 'United States', region: 'CA' }),
    );
    const calls = recordCalls();
    const user = userEvent.setup();
    renderEditPerson(RESEARCHER);
    await loaded();
    expect(fieldLabelled('First Name')).toHaveValue(hostile);
    expect(document.querySelector('img')).toBeNull();
    await save(user);
    await screen.findByText('Person details updated successfully.');
    expect(calls.person[0]).toMatchObject({ firstName: hostile });
  });
});
