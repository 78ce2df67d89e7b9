// The auth profile and subscription answers in mock mode, Storybook and component tests. Nobody is logged in
// unless a story says otherwise, and the visitor's network is the subscribed demo institution, as on the
// reference server's loopback default.
import { http, HttpResponse, type RequestHandler } from 'msw';

const profileUrl = '*/api/auth/profile';

export const anonymousProfileHandler = (): RequestHandler => http.get(profileUrl, () => HttpResponse.json({ loggedIn: false }));

/** The demo members of the reference server, as GET auth/profile answers for them. */
export const demoProfiles = {
  researcher: {
    loggedIn: true,
    credentialId: 'mock-credential-researcher',
    secretKey: 'mock-secret-researcher',
    username: 'researcher',
    firstname: 'Daniel',
    lastname: 'Okafor',
    email: 'd.okafor@example.org',
    institution: 'Carnegie Institution for Science',
    userIdentifier: '1501415858',
    communityId: 1501415858,
    partyId: 1501415858,
    isTairCurator: false,
    registeringForAbrc: false,
    affiliations: [1501000101],
    orcidId: '0000-0002-1825-0097',
  },
  curator: {
    loggedIn: true,
    credentialId: 'mock-credential-curator',
    secretKey: 'mock-secret-curator',
    username: 'curator',
    firstname: 'Maria',
    lastname: 'Lindqvist',
    email: 'm.lindqvist@example.org',
    institution: 'Arabidopsis Biological Resource Center',
    userIdentifier: '1501420010',
    communityId: 1501420010,
    partyId: 1501420010,
    isTairCurator: true,
    registeringForAbrc: true,
    affiliations: [1501000102],
    orcidId: null,
  },
  student: {
    loggedIn: true,
    credentialId: 'mock-credential-student',
    secretKey: 'mock-secret-student',
    username: 'student',
    firstname: 'Priya',
    lastname: 'Raman',
    email: 'p.raman@example.org',
    institution: 'Carnegie Institution for Science',
    userIdentifier: '1501420020',
    communityId: 1501420020,
    partyId: 1501420020,
    isTairCurator: false,
    registeringForAbrc: false,
    affiliations: [1501000101],
    orcidId: null,
  },
} as const;

export type DemoMember = keyof typeof demoProfiles;

/** A logged-in demo member, optionally with some profile fields changed. */
export const profileHandler = (member: DemoMember, changes: Record<string, unknown> = {}): RequestHandler =>
  http.get(profileUrl, () => HttpResponse.json({ ...demoProfiles[member], ...changes }));

/** A logged-in member: a curator, or a member of the given organizations (community ids). */
export const memberProfileHandler = ({ curator = false, affiliations = [] as number[] } = {}): RequestHandler =>
  profileHandler(curator ? 'curator' : 'researcher', { affiliations });

/** GET subscription/institution: the visitor's network, subscribed or not. */
export const institutionHandler = (subscribed = true): RequestHandler =>
  http.get('*/api/subscription/institution', () =>
    HttpResponse.json(subscribed ? { name: 'Local Demo Institution', status: 'subscribed' } : { name: null, status: 'not subscribed' }),
  );

/** GET subscription/status: subscribed through the network (or a member's usage units), or not. */
export const subscriptionStatusHandler = (subscribed = true): RequestHandler =>
  http.get('*/api/subscription/status', () => HttpResponse.json({ subscribed, expDate: null, free_expiry_date: null }));

export const authHandlers: RequestHandler[] = [anonymousProfileHandler(), institutionHandler(), subscriptionStatusHandler()];
