import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { StrictMode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { demoProfiles, profileHandler, type DemoMember } from '../../../mocks/authHandlers';
import {
  authenticateOrcidHandler,
  mockOrcidMessages,
  orcidLoginLinkHandler,
  orcidStatusHandler,
  pendingProfileHandler,
  processOrcidCodeHandler,
} from '../../../mocks/accounts/orcidHandlers';
import { handlers } from '../../../mocks/handlers';
import { OrcidLinkPage } from './OrcidLinkPage';

/** What the running story's server was asked. */
const asked = { profileLoads: 0, statusCalls: 0, statusQuery: undefined as URLSearchParams | undefined, codeBodies: [] as unknown[] };
const forgetAsked = () => {
  asked.profileLoads = 0;
  asked.statusCalls = 0;
  asked.statusQuery = undefined;
  asked.codeBodies = [];
};

/** The profile answer, counting the loads; `member` may change during the story (a login). */
const countedProfile = (member: () => DemoMember | null): RequestHandler =>
  http.get('*/api/auth/profile', () => {
    asked.profileLoads += 1;
    const who = member();
    return HttpResponse.json(who ? demoProfiles[who] : { loggedIn: false });
  });

/** The ORCID status answer (no iD), recording how it was asked. */
const recordedStatus: RequestHandler = http.get('*/api/auth/orcidstatus', ({ request }) => {
  asked.statusCalls += 1;
  asked.statusQuery = new URL(request.url).searchParams;
  return HttpResponse.json({ has_orcid: false });
});

/** One of the two code calls, recording the body sent and answering with `answer`. */
const recordedCodeCall = (path: 'process-orcid-code' | 'authenticate-orcid', answer: () => Response): RequestHandler =>
  http.post(`*/api/auth/${path}`, async ({ request }) => {
    asked.codeBodies.push(await request.json());
    return answer();
  });

function Address() {
  const here = useLocation();
  return <p data-testid="address">{`${here.pathname}${here.search}`}</p>;
}

/** The page at /linktoorcid, any other address showing 'elsewhere', and the address below. */
const withAddress = () => (
  <>
    <Routes>
      <Route path="/linktoorcid" element={<OrcidLinkPage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>
    <Address />
  </>
);
const address = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('address').textContent;

const CONNECT = 'Connect ORCID for TAIR Access';

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
    await expect(canvas.getByRole('progressbar', { hidden: true })).toBeInTheDocument();
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
    await expect(canvas.getByRole('button', { name: CONNECT })).toHaveAccessibleDescription('Unable to connect to ORCID. Please try again later.');
  },
};

/** The sign-in address is on its way: the button says so and cannot be pressed twice. */
export const Connecting: Story = {
  parameters: {
    msw: { handlers: [profileHandler('student'), orcidStatusHandler('notLinked'), orcidLoginLinkHandler('pending'), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: CONNECT }));
    await expect(await canvas.findByRole('button', { name: 'Connecting...' })).toBeDisabled();
  },
};

/** The server answers an empty sign-in address. */
export const EmptySignInAddress: Story = {
  parameters: {
    msw: { handlers: [profileHandler('student'), orcidStatusHandler('notLinked'), orcidLoginLinkHandler('empty'), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: CONNECT }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('ORCID login URL is empty');
  },
};

/** ORCID sent the member back without a code: the sign-in was refused there. */
export const SignInRefused: Story = {
  parameters: {
    route: '/linktoorcid?error=access_denied&error_description=User+denied+access',
    msw: { handlers: [profileHandler('student'), orcidStatusHandler('notLinked'), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: CONNECT })).toBeEnabled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('The ORCID sign-in was not completed, so no ORCID iD was linked. Please try again.');
  },
};

/** The ORCID status cannot be checked: the reason, and the way to connect all the same. */
export const StatusCheckFails: Story = {
  parameters: { msw: { handlers: [profileHandler('student'), orcidStatusHandler('fails'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unable to check ORCID status. Please try again later.');
    await expect(canvas.getByRole('button', { name: CONNECT })).toBeEnabled();
  },
};

/** An address naming another community id: the status is still asked for the member's own, with partner tair. */
export const StatusOfOwnAccount: Story = {
  beforeEach: forgetAsked,
  parameters: { route: '/linktoorcid?communityId=999', msw: { handlers: [profileHandler('student'), recordedStatus, ...handlers] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: CONNECT });
    await expect(asked.statusQuery?.get('userIdentifier')).toBe('1501420020');
    await expect(asked.statusQuery?.get('partnerId')).toBe('tair');
  },
};

/** A member who has ORCID already is sent on to the profile. */
export const AlreadyHasOrcid: Story = {
  render: withAddress,
  parameters: {
    route: '/linktoorcid?communityId=1501415858',
    msw: { handlers: [profileHandler('researcher'), orcidStatusHandler('linked'), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(address(canvasElement)).toBe('/profile'));
  },
};

/** ORCID sent a member back with a code, and the iD is now linked. */
export const Linked: Story = {
  beforeEach: forgetAsked,
  parameters: {
    route: '/linktoorcid?code=mock-code',
    msw: {
      handlers: [
        countedProfile(() => 'student'),
        recordedCodeCall('process-orcid-code', () => HttpResponse.json({ success: true, message: mockOrcidMessages.linked })),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome to TAIR!' })).toBeVisible();
    await expect(canvas.getByText('Your ORCID is successfully linked.')).toBeVisible();
    // Linked to the logged-in member with the credentials of the session.
    await expect(asked.codeBodies).toEqual([
      { code: 'mock-code', userIdentifier: '1501420020', credentialId: 'mock-credential-student', secretKey: 'mock-secret-student', partnerId: 'tair' },
    ]);
    // The profile is asked for again so the session holds the new ORCID iD.
    await expect(asked.profileLoads).toBe(2);
  },
};

/** After the success message the code leaves the address (the other parameters stay), then the profile opens. */
export const LinkedThenProfile: Story = {
  render: withAddress,
  parameters: {
    route: '/linktoorcid?communityId=1501420020&code=abc123',
    msw: { handlers: [profileHandler('student'), processOrcidCodeHandler('linked'), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your ORCID is successfully linked.')).toBeVisible();
    await waitFor(() => expect(address(canvasElement)).toBe('/linktoorcid?communityId=1501420020'));
    await waitFor(() => expect(address(canvasElement)).toBe('/profile'), { timeout: 3_000 });
  },
};

/** Under StrictMode effects run twice; the code is still sent once. */
export const CodeSentOnce: Story = {
  beforeEach: forgetAsked,
  decorators: [(Story) => <StrictMode><Story /></StrictMode>],
  parameters: {
    route: '/linktoorcid?code=abc123',
    msw: {
      handlers: [
        profileHandler('student'),
        recordedCodeCall('process-orcid-code', () => HttpResponse.json({ success: true, message: mockOrcidMessages.linked })),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Your ORCID is successfully linked.');
    await expect(asked.codeBodies).toHaveLength(1);
  },
};

/** A member whose link failed may try connecting again; the reason shows on the page and in the toast. */
export const LinkFailed: Story = {
  parameters: {
    route: '/linktoorcid?code=spent',
    msw: { handlers: [profileHandler('student'), processOrcidCodeHandler('invalidCode'), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText(mockOrcidMessages.invalidCode)).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: CONNECT })).toBeEnabled();
  },
};

/** Finishing the connection throws (the session cannot be reloaded): the completion message, not the welcome. */
export const CompletionFails: Story = {
  beforeEach: () => {
    const warn = spyOn(console, 'warn').mockImplementation(() => undefined);
    const invalidate = spyOn(QueryClient.prototype, 'invalidateQueries').mockRejectedValue(new Error('cache unavailable'));
    return () => {
      warn.mockRestore();
      invalidate.mockRestore();
    };
  },
  parameters: {
    route: '/linktoorcid?code=abc123',
    msw: { handlers: [profileHandler('student'), processOrcidCodeHandler('linked'), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toast = await canvas.findByRole('presentation');
    await expect(toast).toHaveTextContent('Unable to complete ORCID connection. Please try again later.');
    await expect(canvas.queryByText('Welcome to TAIR!')).toBeNull();
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
    await expect(canvas.getByText(/Unlink it from that account first/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'curator@arabidopsis.org' })).toHaveAttribute('href', 'mailto:curator@arabidopsis.org');
  },
};

/** A visitor with no login and no code; the ORCID status is not asked for. */
export const NotLoggedIn: Story = {
  beforeEach: forgetAsked,
  parameters: { msw: { handlers: [recordedStatus, ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Orcid Authentication Failed' })).toBeVisible();
    await expect(canvas.getByText(/Your ORCID account is not linked to a TAIR account\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New to TAIR? Register Here' })).toHaveAttribute('href', '/register');
    await expect(asked.statusCalls).toBe(0);
  },
};

/** A visitor comes back with a code: logged in with it, the session reloaded, the code taken out of the address. */
export const VisitorLoggedIn: Story = {
  render: withAddress,
  beforeEach: forgetAsked,
  parameters: {
    route: '/linktoorcid?code=xyz',
    msw: {
      handlers: [
        countedProfile(() => (asked.codeBodies.length > 0 ? 'student' : null)),
        recordedCodeCall('authenticate-orcid', () =>
          HttpResponse.json({ success: true, message: mockOrcidMessages.loggedIn, user: { credentialId: 'c', secretKey: 's' } }),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Welcome to TAIR!' })).toBeVisible();
    await expect(asked.codeBodies).toEqual([{ code: 'xyz' }]);
    await expect(asked.profileLoads).toBe(2);
    await waitFor(() => expect(address(canvasElement)).toBe('/linktoorcid'));
  },
};

/** A visitor whose ORCID iD belongs to no TAIR account: authentication failed, with a way to register. */
export const VisitorWithUnlinkedOrcid: Story = {
  parameters: { route: '/linktoorcid?code=xyz', msw: { handlers: [authenticateOrcidHandler('notLinked'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Orcid Authentication Failed' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New to TAIR? Register Here' })).toHaveAttribute('href', '/register');
  },
};

/**
 * A visitor's code that fails: the reason in a toast and once on the page, the session reloaded, the code taken
 * out of the address, and the way to the login page.
 */
const codeFailure = (variant: 'invalidCode' | 'serverError' | 'networkError', message: string): Story => ({
  render: withAddress,
  beforeEach: forgetAsked,
  parameters: { route: '/linktoorcid?code=spent', msw: { handlers: [countedProfile(() => null), authenticateOrcidHandler(variant), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toast = await canvas.findByRole('presentation');
    await expect(within(toast).getByRole('alert')).toHaveTextContent(message);
    const onPage = canvas.getAllByRole('alert').filter((alert) => !toast.contains(alert));
    await expect(onPage.map((alert) => alert.textContent)).toEqual([message]);
    await expect(asked.profileLoads).toBe(2);
    await waitFor(() => expect(address(canvasElement)).toBe('/linktoorcid'));
    await expect(canvas.getByRole('link', { name: 'Go to the TAIR login page' })).toHaveAttribute('href', '/login');
  },
});

/** ORCID refused the code, and said why. */
export const CodeRefused = codeFailure('invalidCode', mockOrcidMessages.invalidCode);
/** The server failed without a message. */
export const CodeFailedWithoutMessage = codeFailure('serverError', 'Authentication failed');
/** No answer at all. */
export const CodeUnanswered = codeFailure('networkError', 'No response received from authentication service');

/** The error toast closed: the message stays on the page. */
export const ErrorToastClosed: Story = {
  parameters: { route: '/linktoorcid?code=spent', msw: { handlers: [authenticateOrcidHandler('serverError'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toast = await canvas.findByRole('presentation');
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('presentation')).toBeNull());
    await expect(canvas.getByRole('alert')).toHaveTextContent('Authentication failed');
  },
};
