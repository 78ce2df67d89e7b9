import { QueryClient } from '@tanstack/react-query';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoProfiles, profileHandler } from '../../../mocks/authHandlers';
import {
  authenticateOrcidHandler,
  MOCK_ORCID_SIGN_IN_URL,
  mockOrcidMessages,
  orcidLoginLinkHandler,
  orcidStatusHandler,
  processOrcidCodeHandler,
} from '../../../mocks/accounts/orcidHandlers';
import { server } from '../../../tests/unit/setup';
import { AppProviders } from '../../app/AppProviders';
import { applyStoryHandlers } from '../news/newsTestSupport';
import { stubLocation } from './login/locationStub';
import { OrcidLinkPage } from './OrcidLinkPage';
import * as stories from './OrcidLinkPage.stories';

const { Loading, NotLinked, ConnectFails, Linked, AlreadyLinked, NotLoggedIn } = composeStories(stories);

let location: ReturnType<typeof stubLocation>;

beforeEach(() => {
  location = stubLocation();
});
afterEach(() => vi.restoreAllMocks());

function Address() {
  const here = useLocation();
  return <p data-testid="address">{`${here.pathname}${here.search}`}</p>;
}

function renderPage(address: string, { strict = false } = {}) {
  const tree = (
    <AppProviders freshQueryClient>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/linktoorcid" element={<OrcidLinkPage />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <Address />
      </MemoryRouter>
    </AppProviders>
  );
  render(strict ? <StrictMode>{tree}</StrictMode> : tree);
}

const address = () => screen.getByTestId('address').textContent;

/** The profile answer, counting how often it is asked for; `member` may change during a test. */
function countProfileLoads(member: () => keyof typeof demoProfiles | null) {
  const loads = { count: 0 };
  server.use(
    http.get('*/api/auth/profile', () => {
      loads.count += 1;
      const who = member();
      return HttpResponse.json(who ? demoProfiles[who] : { loggedIn: false });
    }),
  );
  return loads;
}

/** Records the bodies sent to one of the two code calls. */
function recordBodies(path: 'process-orcid-code' | 'authenticate-orcid') {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith(`/api/auth/${path}`)) void request.clone().json().then((body: unknown) => bodies.push(body));
  });
  return bodies;
}

afterEach(() => server.events.removeAllListeners());

describe('ORCID link page without a code', () => {
  it('shows a spinner and Loading... while the session is unknown', async () => {
    applyStoryHandlers(Loading);
    render(<Loading />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('progressbar', { hidden: true })).toBeInTheDocument();
  });

  it('asks a member without ORCID to connect it', async () => {
    applyStoryHandlers(NotLinked);
    render(<NotLinked />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Priya' })).toBeVisible();
    expect(screen.getByText('ORCID Connection Required')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Connect ORCID for TAIR Access' })).toBeEnabled();
    await waitFor(() => expect(document.title).toBe('TAIR - ORCID Connection'));
  });

  it('opens the ORCID sign-in page from the connect button', async () => {
    server.use(profileHandler('student'), orcidStatusHandler('notLinked'), orcidLoginLinkHandler('ok'));
    renderPage('/linktoorcid');
    await userEvent.click(await screen.findByRole('button', { name: 'Connect ORCID for TAIR Access' }));
    await waitFor(() => expect(location.assign).toHaveBeenCalledExactlyOnceWith(MOCK_ORCID_SIGN_IN_URL));
  });

  it('reads Connecting... and is disabled while the sign-in address is on its way', async () => {
    server.use(profileHandler('student'), orcidStatusHandler('notLinked'), orcidLoginLinkHandler('pending'));
    renderPage('/linktoorcid');
    await userEvent.click(await screen.findByRole('button', { name: 'Connect ORCID for TAIR Access' }));
    expect(await screen.findByRole('button', { name: 'Connecting...' })).toBeDisabled();
  });

  it('says below the button that ORCID cannot be reached', async () => {
    applyStoryHandlers(ConnectFails);
    render(<ConnectFails />);
    await userEvent.click(await screen.findByRole('button', { name: 'Connect ORCID for TAIR Access' }));
    const button = screen.getByRole('button', { name: 'Connect ORCID for TAIR Access' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to connect to ORCID. Please try again later.');
    expect(button).toHaveAccessibleDescription('Unable to connect to ORCID. Please try again later.');
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('says so when the sign-in address is empty', async () => {
    server.use(profileHandler('student'), orcidStatusHandler('notLinked'), orcidLoginLinkHandler('empty'));
    renderPage('/linktoorcid');
    await userEvent.click(await screen.findByRole('button', { name: 'Connect ORCID for TAIR Access' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ORCID login URL is empty');
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('says so when ORCID sends the member back without a code (sign-in refused)', async () => {
    server.use(profileHandler('student'), orcidStatusHandler('notLinked'));
    renderPage('/linktoorcid?error=access_denied&error_description=User+denied+access');
    expect(await screen.findByRole('button', { name: 'Connect ORCID for TAIR Access' })).toBeEnabled();
    expect(screen.getByRole('alert')).toHaveTextContent('The ORCID sign-in was not completed, so no ORCID iD was linked. Please try again.');
  });

  it('explains a failed status check and still offers to connect', async () => {
    server.use(profileHandler('student'), orcidStatusHandler('fails'));
    renderPage('/linktoorcid');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to check ORCID status. Please try again later.');
    expect(screen.getByRole('button', { name: 'Connect ORCID for TAIR Access' })).toBeEnabled();
  });

  it('asks the status for the member’s own community id and the partner tair', async () => {
    let asked: URLSearchParams | undefined;
    server.use(
      profileHandler('student'),
      http.get('*/api/auth/orcidstatus', ({ request }) => {
        asked = new URL(request.url).searchParams;
        return HttpResponse.json({ has_orcid: false });
      }),
    );
    renderPage('/linktoorcid?communityId=999');
    await screen.findByRole('button', { name: 'Connect ORCID for TAIR Access' });
    expect(asked?.get('userIdentifier')).toBe('1501420020');
    expect(asked?.get('partnerId')).toBe('tair');
  });

  it('sends a member who already has ORCID to the profile', async () => {
    server.use(profileHandler('researcher'), orcidStatusHandler('linked'));
    renderPage('/linktoorcid?communityId=1501415858');
    await waitFor(() => expect(address()).toBe('/profile'));
  });

  it('tells a visitor who is not logged in that the ORCID account is not linked, with a way to register', async () => {
    applyStoryHandlers(NotLoggedIn);
    render(<NotLoggedIn />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Orcid Authentication Failed' })).toBeVisible();
    expect(screen.getByText(/Your ORCID account is not linked to a TAIR account\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'New to TAIR? Register Here' })).toHaveAttribute('href', '/register');
  });

  it('does not check the ORCID status for a visitor', async () => {
    let statusCalls = 0;
    server.use(http.get('*/api/auth/orcidstatus', () => ((statusCalls += 1), HttpResponse.json({ has_orcid: false }))));
    renderPage('/linktoorcid');
    await screen.findByRole('heading', { name: 'Orcid Authentication Failed' });
    expect(statusCalls).toBe(0);
  });
});

describe('ORCID link page receiving a code', () => {
  it('links the iD to the logged-in member with the stored credentials', async () => {
    const bodies = recordBodies('process-orcid-code');
    server.use(processOrcidCodeHandler('linked'));
    const loads = countProfileLoads(() => 'student');
    renderPage('/linktoorcid?code=abc123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to TAIR!' })).toBeVisible();
    expect(screen.getByText('Your ORCID is successfully linked.')).toBeVisible();
    expect(bodies).toEqual([
      { code: 'abc123', userIdentifier: '1501420020', credentialId: 'mock-credential-student', secretKey: 'mock-secret-student', partnerId: 'tair' },
    ]);
    // The profile is asked for again so the session holds the new ORCID iD.
    expect(loads.count).toBe(2);
  });

  it('opens the profile shortly after the success message', async () => {
    server.use(profileHandler('student'), processOrcidCodeHandler('linked'));
    renderPage('/linktoorcid?code=abc123');
    expect(await screen.findByText('Your ORCID is successfully linked.')).toBeVisible();
    await waitFor(() => expect(address()).toBe('/profile'), { timeout: 3_000 });
  });

  it('takes the code out of the address and keeps the other parameters', async () => {
    server.use(profileHandler('student'), processOrcidCodeHandler('linked'));
    renderPage('/linktoorcid?communityId=1501420020&code=abc123');
    await screen.findByText('Your ORCID is successfully linked.');
    await waitFor(() => expect(address()).toBe('/linktoorcid?communityId=1501420020'));
  });

  it('sends the code only once under StrictMode', async () => {
    let calls = 0;
    server.use(
      profileHandler('student'),
      http.post('*/api/auth/process-orcid-code', () => {
        calls += 1;
        return HttpResponse.json({ success: true, message: mockOrcidMessages.linked });
      }),
    );
    renderPage('/linktoorcid?code=abc123', { strict: true });
    await screen.findByText('Your ORCID is successfully linked.');
    expect(calls).toBe(1);
  });

  it('reports an iD linked to another account', async () => {
    applyStoryHandlers(AlreadyLinked);
    render(<AlreadyLinked />);
    expect(await screen.findByRole('heading', { level: 1, name: 'ORCID Account Already Linked' })).toBeVisible();
    expect(screen.getByText(/Unlink it from that account first/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'curator@arabidopsis.org' })).toHaveAttribute('href', 'mailto:curator@arabidopsis.org');
  });

  it('logs a visitor in with the code and reloads the session', async () => {
    const bodies = recordBodies('authenticate-orcid');
    let loggedIn = false;
    server.use(
      http.post('*/api/auth/authenticate-orcid', async () => {
        loggedIn = true;
        return HttpResponse.json({ success: true, message: mockOrcidMessages.loggedIn, user: { credentialId: 'c', secretKey: 's' } });
      }),
    );
    const loads = countProfileLoads(() => (loggedIn ? 'student' : null));
    renderPage('/linktoorcid?code=xyz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to TAIR!' })).toBeVisible();
    expect(bodies).toEqual([{ code: 'xyz' }]);
    expect(loads.count).toBe(2);
    await waitFor(() => expect(address()).toBe('/linktoorcid'));
  });

  it('tells a visitor whose iD belongs to no account that authentication failed', async () => {
    server.use(authenticateOrcidHandler('notLinked'));
    renderPage('/linktoorcid?code=xyz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orcid Authentication Failed' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'New to TAIR? Register Here' })).toHaveAttribute('href', '/register');
  });

  it.each([
    ['a refusal with a message', 'invalidCode', mockOrcidMessages.invalidCode],
    ['a failure without a message', 'serverError', 'Authentication failed'],
    ['no answer at all', 'networkError', 'No response received from authentication service'],
  ] as const)('shows %s in a toast and on the page, and reloads the session', async (_, variant, message) => {
    server.use(authenticateOrcidHandler(variant));
    const loads = countProfileLoads(() => null);
    renderPage('/linktoorcid?code=spent');
    const toast = await screen.findByRole('presentation');
    expect(within(toast).getByRole('alert')).toHaveTextContent(message);
    const onPage = screen.getAllByRole('alert').filter((alert) => !toast.contains(alert));
    expect(onPage.map((alert) => alert.textContent)).toEqual([message]);
    expect(loads.count).toBe(2);
    await waitFor(() => expect(address()).toBe('/linktoorcid'));
    expect(screen.getByRole('link', { name: 'Go to the TAIR login page' })).toHaveAttribute('href', '/login');
  });

  it('lets a member whose link failed try connecting again', async () => {
    server.use(profileHandler('student'), processOrcidCodeHandler('invalidCode'));
    renderPage('/linktoorcid?code=spent');
    expect(await screen.findAllByText(mockOrcidMessages.invalidCode)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Connect ORCID for TAIR Access' })).toBeEnabled();
  });

  it('closes the error toast and keeps the message on the page', async () => {
    server.use(authenticateOrcidHandler('serverError'));
    renderPage('/linktoorcid?code=spent');
    const toast = await screen.findByRole('presentation');
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('presentation')).toBeNull());
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication failed');
  });

  it('falls back to the completion message when finishing the connection throws', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(QueryClient.prototype, 'invalidateQueries').mockRejectedValue(new Error('cache unavailable'));
    server.use(profileHandler('student'), processOrcidCodeHandler('linked'));
    renderPage('/linktoorcid?code=abc123');
    const toast = await screen.findByRole('presentation');
    expect(toast).toHaveTextContent('Unable to complete ORCID connection. Please try again later.');
    expect(screen.queryByText('Welcome to TAIR!')).toBeNull();
  });

  it('shows the linked state from the story', async () => {
    applyStoryHandlers(Linked);
    render(<Linked />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to TAIR!' })).toBeVisible();
    expect(screen.getByText('Your ORCID is successfully linked.')).toBeVisible();
  });
});
