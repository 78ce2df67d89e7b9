import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_TEXT_FAILURE, formRefusals, registerPersonHandler, type FormOutcome } from '../../../../mocks/accounts/formHandlers';
import { server } from '../../../../tests/unit/setup';
import { AppProviders } from '../../../app/AppProviders';
import { expectFieldError, expectNoFieldError, fieldLabelled, summaryMessages } from '../forms/accountForm.testSupport';
import { CANADIAN_PROVINCES, US_STATES } from '../forms/regions';
import { RegisterPage } from './RegisterPage';

function renderRegisterPage() {
  render(
    <AppProviders freshQueryClient>
      <MemoryRouter initialEntries={['/register']}>
        <Routes>
          <Route path="/register" element={<RegisterPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Create Account' }));

async function fillValidForm(user: UserEvent, changes: Partial<Record<string, string>> = {}) {
  const values: Record<string, string> = {
    Username: 'newmember',
    'Email address': 'new.member@example.org',
    Password: 'seedling9',
    'Confirm Password': 'seedling9',
    'First Name': 'Ana',
    'Last Name': 'Silva',
    'Institution Name': 'Example University',
    ...changes,
  };
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(fieldLabelled(label), value);
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Registration page', () => {
  it('is titled Create Your Account and starts in the United States with a state to choose', () => {
    renderRegisterPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
    expect(document.title).toBe('TAIR - Create Your Account');
    expect(fieldLabelled('Country')).toHaveValue('United States');
    const countryOptions = Array.from((fieldLabelled('Country') as HTMLSelectElement).options).map((option) => option.value);
    expect(countryOptions).toHaveLength(30);
    expect(countryOptions.at(-1)).toBe('Other');
    expect(fieldLabelled('State')).toHaveValue('');
  });

  it('names every required field when submitted empty, under each field and in a summary', async () => {
    const user = userEvent.setup();
    renderRegisterPage();
    await submit(user);
    const expected: [string, string][] = [
      ['Username', 'Username is required.'],
      ['Email address', 'Email address is required.'],
      ['Password', 'Password is required.'],
      ['Confirm Password', 'Confirm Password is required.'],
      ['First Name', 'First Name is required.'],
      ['Last Name', 'Last Name is required.'],
      ['Institution Name', 'Institution Name is required.'],
      ['State', 'State is required.'],
    ];
    for (const [label, message] of expected) expectFieldError(label, message);
    expect(summaryMessages()).toEqual(expected.map(([, message]) => message));
    expect(fieldLabelled('Username')).toHaveFocus();
  });

  it('says at once that only English characters are allowed, and names the field on submit', async () => {
    const user = userEvent.setup();
    renderRegisterPage();
    await user.type(fieldLabelled('First Name'), 'Zoë');
    expectFieldError('First Name', 'Only English characters are allowed in this form.');
    await submit(user);
    expectFieldError('First Name', 'Only English characters are allowed in First Name.');
    expect(summaryMessages()).toContain('Only English characters are allowed in First Name.');
    await user.clear(fieldLabelled('First Name'));
    await user.type(fieldLabelled('First Name'), 'Zoe');
    expectNoFieldError('First Name');
  });

  it('asks for a valid e-mail address in English', async () => {
    const user = userEvent.setup();
    renderRegisterPage();
    await fillValidForm(user, { 'Email address': 'not-an-address' });
    await submit(user);
    expectFieldError('Email address', 'Please enter a valid email address in English (e.g., curator@arabidopsis.org).');
  });

  it.each(['short', 'muchtoolong1'])('refuses the password %s: 6 to 10 characters', async (password) => {
    const user = userEvent.setup();
    renderRegisterPage();
    await fillValidForm(user, { Password: password, 'Confirm Password': password });
    await submit(user);
    expectFieldError('Password', 'Password must be between 6 and 10 characters.');
  });

  it('refuses a confirmation that differs from the password', async () => {
    const user = userEvent.setup();
    renderRegisterPage();
    await fillValidForm(user, { 'Confirm Password': 'seedling8' });
    await submit(user);
    expectFieldError('Confirm Password', 'Passwords do not match.');
  });

  it('refuses a username with spaces', async () => {
    const user = userEvent.setup();
    renderRegisterPage();
    await fillValidForm(user, { Username: 'new member' });
    await submit(user);
    expectFieldError('Username', 'Username must not contain spaces.');
  });

  it('offers the US states, the Canadian provinces, and N/A for any other country', async () => {
    const user = userEvent.setup();
    renderRegisterPage();
    const optionsOf = () => Array.from((fieldLabelled('State') as HTMLSelectElement).options).filter((option) => option.value !== '');
    expect(optionsOf().map((option) => option.textContent)).toEqual(US_STATES.map((state) => state.name));
    expect(optionsOf()).toHaveLength(51);

    await user.selectOptions(fieldLabelled('Country'), 'Canada');
    expect(optionsOf().map((option) => option.value)).toEqual(CANADIAN_PROVINCES.map((province) => province.code));
    expect(optionsOf()).toHaveLength(13);

    await user.selectOptions(fieldLabelled('Country'), 'Germany');
    const state = fieldLabelled('State');
    expect(state).toHaveValue('N/A');
    expect(state).toHaveAttribute('readonly');
    expect(state).toHaveAccessibleDescription('Not Applicable');
    await user.type(state, 'Bavaria');
    expect(state).toHaveValue('N/A');
  });

  it('sends the form as the server reads it, says so, then opens the login page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    const received: unknown[] = [];
    server.use(registerPersonHandler('success', (body) => received.push(body)));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRegisterPage();
    await fillValidForm(user, { Username: '  newmember ' });
    await user.selectOptions(fieldLabelled('Country'), 'Canada');
    await user.selectOptions(fieldLabelled('State'), 'Ontario');
    await user.click(screen.getByRole('checkbox', { name: 'Receive e-mail' }));
    await user.click(screen.getByRole('checkbox', { name: 'Gene Class Symbol registration' }));
    await submit(user);

    expect(await screen.findByRole('status')).toHaveTextContent('Person registered successfully.');
    expect(received).toEqual([
      {
        username: 'newmember',
        password: 'seedling9',
        password_confirm: 'seedling9',
        email: 'new.member@example.org',
        okMail: true,
        okGeneSymbol: true,
        okEmailDisplay: false,
        firstName: 'Ana',
        lastName: 'Silva',
        institutionName: 'Example University',
        country: 'Canada',
        state: 'ON',
      },
    ]);
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeDisabled();
    expect(assign).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('sends N/A as the state of a country without states', async () => {
    const received: unknown[] = [];
    server.use(registerPersonHandler('success', (body) => received.push(body)));
    const user = userEvent.setup();
    renderRegisterPage();
    await fillValidForm(user);
    await user.selectOptions(fieldLabelled('Country'), 'Other');
    await submit(user);
    await screen.findByRole('status');
    expect(received[0]).toMatchObject({ country: 'Other', state: 'N/A' });
  });

  it.each<[FormOutcome, string]>([
    ['rejected', formRefusals.register.rejected.error],
    ['conflict', formRefusals.register.conflict.error],
    ['textFailure', SERVER_TEXT_FAILURE],
    ['failure', 'An unexpected error occurred. Please try again.'],
    ['network', 'An unexpected error occurred. Please try again.'],
  ])('shows what went wrong when registration is %s', async (outcome, message) => {
    server.use(registerPersonHandler(outcome));
    const user = userEvent.setup();
    renderRegisterPage();
    await fillValidForm(user);
    await user.selectOptions(fieldLabelled('State'), 'California');
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText('Person registered successfully.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it('marks the field the server names when it refuses one', async () => {
    server.use(registerPersonHandler('conflict'));
    const user = userEvent.setup();
    renderRegisterPage();
    await fillValidForm(user);
    await user.selectOptions(fieldLabelled('State'), 'California');
    await submit(user);
    await waitFor(() => expectFieldError('Username', formRefusals.register.conflict.error));
  });

  it('sends markup typed into a name as plain text and never renders it', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const received: unknown[] = [];
    server.use(registerPersonHandler('success', (body) => received.push(body)));
    const user = userEvent.setup();
    renderRegisterPage();
    await fillValidForm(user, { 'First Name': hostile });
    await user.selectOptions(fieldLabelled('State'), 'California');
    await submit(user);
    await screen.findByRole('status');
    expect(received[0]).toMatchObject({ firstName: hostile });
    expect(fieldLabelled('First Name')).toHaveValue(hostile);
    expect(document.querySelector('img')).toBeNull();
  });
});
