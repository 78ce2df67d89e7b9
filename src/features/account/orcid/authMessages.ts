// The texts of the login and ORCID connection screens, character for character as 000 §2.4 and §8 give them.

export const authMessages = {
  loading: 'Loading...',
  connectionRequired: 'ORCID Connection Required',
  connectButton: 'Connect ORCID for TAIR Access',
  connecting: 'Connecting...',
  connectFailed: 'Unable to connect to ORCID. Please try again later.',
  emptyLoginUrl: 'ORCID login URL is empty',
  statusCheckFailed: 'Unable to check ORCID status. Please try again later.',
  completionFailed: 'Unable to complete ORCID connection. Please try again later.',
  noResponse: 'No response received from authentication service',
  authenticationFailed: 'Authentication failed',
  linkedHeading: 'Welcome to TAIR!',
  linkedText: 'Your ORCID is successfully linked.',
  notLoggedInHeading: 'Orcid Authentication Failed',
  alreadyLinkedHeading: 'ORCID Account Already Linked',
  registerHere: 'New to TAIR? Register Here',
  /** ORCID sends the browser back with ?error= (e.g. access_denied) when the sign-in is refused or cancelled. */
  signInNotCompleted: 'The ORCID sign-in was not completed, so no ORCID iD was linked. Please try again.',
  /** The server has no ORCID sign-in (503: no ORCID client configured, and not a demo with the simulator). */
  orcidNotConfigured: 'ORCID sign-in is not available on this server. Log in with your TAIR username and password.',
} as const;

/** 000 §9: how long the success message stays before the profile opens. */
export const PROFILE_REDIRECT_DELAY_MS = 1_000;

/** The curator mailbox a member writes to when an ORCID iD is held by another account. */
export const CURATOR_MAILBOX = 'curator@arabidopsis.org';
