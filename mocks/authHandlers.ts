// The auth profile in mock mode, Storybook and component tests: nobody is logged in unless a story says otherwise
// (e.g. a curator, to show fields only curators see).
import { http, HttpResponse, type RequestHandler } from 'msw';

const profileUrl = '*/api/auth/profile';

export const anonymousProfileHandler = (): RequestHandler => http.get(profileUrl, () => HttpResponse.json({ loggedIn: false }));

/** A logged-in member: a curator, or a member of the given organizations (community ids). */
export const memberProfileHandler = ({ curator = false, affiliations = [] as number[] } = {}): RequestHandler =>
  http.get(profileUrl, () =>
    HttpResponse.json({
      loggedIn: true,
      username: curator ? 'curator' : 'researcher',
      firstname: curator ? 'Maria' : 'Daniel',
      lastname: curator ? 'Lindqvist' : 'Okafor',
      isTairCurator: curator,
      affiliations,
      userIdentifier: curator ? '1501420010' : '1501415858',
    }),
  );

export const authHandlers: RequestHandler[] = [anonymousProfileHandler()];
