// The demo accounts and activation codes seeded on first start (seed.ts), listed for the start script to print.
// Their person and organization records come from the demo dataset (records table).

export interface DemoAccount {
  username: string;
  password: string;
  communityId: number;
  name: string;
  /** Used when the person record has no e-mail address of its own. */
  email: string;
  orcidId: string | null;
  isCurator: boolean;
  registeringForAbrc: boolean;
  /** Community ids of the organizations the account holder may edit. */
  organizations: number[];
  /** What logging in as this account shows. */
  shows: string;
}

export const demoAccounts: readonly DemoAccount[] = [
  {
    username: 'researcher',
    password: 'thaliana1',
    communityId: 1501415858,
    name: 'Daniel Okafor',
    email: 'd.okafor@example.org',
    orcidId: '0000-0002-1825-0097',
    isCurator: false,
    registeringForAbrc: false,
    organizations: [1501000101],
    shows: 'a member with ORCID linked (also "Login with ORCID" as Daniel Okafor in the ORCID simulator); edits own person record and organization 1501000101',
  },
  {
    username: 'curator',
    password: 'curate2026',
    communityId: 1501420010,
    name: 'Maria Lindqvist',
    email: 'm.lindqvist@example.org',
    orcidId: null,
    isCurator: true,
    registeringForAbrc: true,
    organizations: [1501000102],
    shows: 'a curator: curator tools, Gene Class Symbol registration, may edit any person or organization',
  },
  {
    username: 'student',
    password: 'seedling1',
    communityId: 1501420020,
    name: 'Priya Raman',
    email: 'p.raman@example.org',
    orcidId: null,
    isCurator: false,
    registeringForAbrc: false,
    organizations: [1501000101],
    shows: 'a member without ORCID: the "ORCID Connection Required" page; edits own person record and organization 1501000101',
  },
];

export interface DemoActivationCode {
  code: string;
  units: number;
  validDays: number;
}

/** Each code can be used once, by one account (profile page, 'Enter Activation Code'). */
export const demoActivationCodes: readonly DemoActivationCode[] = [
  { code: 'TAIR-DEMO-0100', units: 100, validDays: 365 },
  { code: 'TAIR-DEMO-0250', units: 250, validDays: 365 },
  { code: 'TAIR-DEMO-0500', units: 500, validDays: 365 },
  { code: 'TAIR-DEMO-1000', units: 1000, validDays: 730 },
];
