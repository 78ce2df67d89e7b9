import { describe, expect, it } from 'vitest';
import { demoProfiles } from '../../mocks/authHandlers';
import { ANONYMOUS_SESSION, sessionFromProfile } from './session';

describe('the session read from the auth profile', () => {
  it('is logged in when the profile carries a username, with the identity the pages use', () => {
    const session = sessionFromProfile(demoProfiles.researcher);
    expect(session).toMatchObject({
      loggedIn: true,
      username: 'researcher',
      firstName: 'Daniel',
      communityId: '1501415858',
      partyId: '1501415858',
      credentialId: 'mock-credential-researcher',
      orcidId: '0000-0002-1825-0097',
      isCurator: false,
      registeringForAbrc: false,
      affiliations: [1501000101],
    });
  });

  it('reads the curator flag as a boolean or as T', () => {
    expect(sessionFromProfile(demoProfiles.curator)).toMatchObject({ isCurator: true, registeringForAbrc: true });
    expect(sessionFromProfile({ ...demoProfiles.student, isTairCurator: 'T' }).isCurator).toBe(true);
    expect(sessionFromProfile({ ...demoProfiles.student, isTairCurator: 'F' }).isCurator).toBe(false);
  });

  it('treats a missing ORCID iD as none', () => {
    expect(sessionFromProfile(demoProfiles.student).orcidId).toBe('');
  });

  it('is anonymous for { loggedIn: false }, an empty username, or a body that is not a profile', () => {
    for (const body of [{ loggedIn: false }, { username: '' }, { username: 42 }, null, 'oops', [], undefined]) {
      expect(sessionFromProfile(body)).toEqual(ANONYMOUS_SESSION);
    }
  });

  it('drops affiliations that are not whole numbers', () => {
    expect(sessionFromProfile({ username: 'x', affiliations: [1501000101, '1501000102', 'abc', null, 1.5] }).affiliations).toEqual([
      1501000101, 1501000102,
    ]);
  });
});
