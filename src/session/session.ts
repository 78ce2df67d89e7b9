// The logged-in member as the shell, the guards and the account pages see them (000 §3 auth profile and the
// identity data held on the client: community id, ORCID iD, party id, credential id, secret key).

export interface Session {
  /** 000 §4: true when the profile load returned a username. */
  loggedIn: boolean;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  institution: string;
  /** The member's community id (userIdentifier), as text; '' when anonymous. */
  communityId: string;
  partyId: string;
  credentialId: string;
  secretKey: string;
  orcidId: string;
  isCurator: boolean;
  /** REGISTERING_FOR_ABRC = 'T': the member registers gene class symbols (the data-contribution card). */
  registeringForAbrc: boolean;
  /** Community ids of the organizations the member is affiliated with. */
  affiliations: number[];
}

export const ANONYMOUS_SESSION: Session = {
  loggedIn: false,
  username: '',
  firstName: '',
  lastName: '',
  email: '',
  institution: '',
  communityId: '',
  partyId: '',
  credentialId: '',
  secretKey: '',
  orcidId: '',
  isCurator: false,
  registeringForAbrc: false,
  affiliations: [],
};

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '');
const flag = (value: unknown) => value === true || value === 'T';

/** Reads a profile response; anything without a username (or not an object at all) is the anonymous session. */
export function sessionFromProfile(profile: unknown): Session {
  if (!profile || typeof profile !== 'object') return ANONYMOUS_SESSION;
  const fields = profile as Record<string, unknown>;
  // 000 §4: logged in when the profile carries a username (a string; anything else is not a login).
  const username = typeof fields.username === 'string' ? fields.username : '';
  if (!username) return ANONYMOUS_SESSION;
  return {
    loggedIn: true,
    username,
    firstName: text(fields.firstname),
    lastName: text(fields.lastname),
    email: text(fields.email),
    institution: text(fields.institution),
    communityId: text(fields.userIdentifier),
    partyId: text(fields.partyId),
    credentialId: text(fields.credentialId),
    secretKey: text(fields.secretKey),
    orcidId: text(fields.orcidId),
    isCurator: flag(fields.isTairCurator),
    registeringForAbrc: flag(fields.registeringForAbrc),
    affiliations: Array.isArray(fields.affiliations)
      ? fields.affiliations.map(text).filter((id) => /^\d+$/.test(id)).map(Number)
      : [],
  };
}
