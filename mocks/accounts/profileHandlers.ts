// The profile page's answers (000 §7) in Storybook, component tests and mock mode, with the shapes of
// server/routes/subscription.ts, server/routes/user.ts and server/orcid/routes.ts.
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { demoProfiles, institutionHandler, type DemoMember } from '../authHandlers';

const profileUrl = '*/api/auth/profile';
const bucketUsageUrl = '*/api/subscription/bucket/usage';
const activateUrl = '*/api/subscription/activate/bucket';
const personDetailsUrl = '*/api/user/person-details';
const unlinkOrcidUrl = '*/api/auth/unlink-orcid';
const subscriptionStatusUrl = '*/api/subscription/status';

export interface UsageTrackerFixture {
  total_units: number;
  remaining_units: number;
  expiry_date: string | null;
  free_expiry_date: string;
  bucketsBought: number;
}

/** Usage trackers: the 50 complimentary units untouched, partly used, nearly gone, and after a bought package. */
export const usageTrackers = {
  complimentary: { total_units: 50, remaining_units: 50, expiry_date: null, free_expiry_date: '2026-09-30', bucketsBought: 0 },
  partlyUsed: { total_units: 50, remaining_units: 30, expiry_date: null, free_expiry_date: '2026-09-30', bucketsBought: 0 },
  low: { total_units: 300, remaining_units: 24, expiry_date: '2027-03-31', free_expiry_date: '2026-09-30', bucketsBought: 1 },
  afterActivation: { total_units: 300, remaining_units: 280, expiry_date: '2027-03-31', free_expiry_date: '2026-09-30', bucketsBought: 1 },
} satisfies Record<string, UsageTrackerFixture>;

export const NO_USAGE_UNITS_MESSAGE = 'No usage units are recorded for this account.';

export const bucketUsageHandler = (tracker: UsageTrackerFixture = usageTrackers.partlyUsed): RequestHandler =>
  http.get(bucketUsageUrl, () => HttpResponse.json(tracker));

/** The member has no tracker: the server's { message } answer. */
export const noUsageUnitsHandler = (): RequestHandler => http.get(bucketUsageUrl, () => HttpResponse.json({ message: NO_USAGE_UNITS_MESSAGE }));

/** The usage units never arrive (the spinner stays). */
export const pendingBucketUsageHandler = (): RequestHandler =>
  http.get(bucketUsageUrl, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

export const failingBucketUsageHandler = (): RequestHandler =>
  http.get(bucketUsageUrl, () => HttpResponse.json({ error: 'Internal Server Error' }, { status: 500 }));

/** The server's messages for codes it refuses (server/routes/subscription.ts). */
export const activationRefusals = {
  unknownCode: 'This activation code is not valid. Please check it and try again.',
  usedCode: 'This activation code has already been used.',
} as const;

export type ActivationAnswer = 'success' | keyof typeof activationRefusals | 'statusWithoutMessage' | 'unexpectedBody' | 'networkError';

/** POST subscription/activate/bucket answering one way every time. */
export const activationHandler = (answer: ActivationAnswer, tracker: UsageTrackerFixture = usageTrackers.afterActivation): RequestHandler =>
  http.post(activateUrl, () => {
    switch (answer) {
      case 'success':
        return HttpResponse.json({ message: 'Activation Code applied successfully!', unitsAdded: 250, tracker });
      case 'statusWithoutMessage':
        return HttpResponse.json({}, { status: 500 });
      case 'unexpectedBody':
        return HttpResponse.json({ status: 'queued' });
      case 'networkError':
        return HttpResponse.error();
      default:
        return HttpResponse.json({ message: activationRefusals[answer] }, { status: 400 });
    }
  });

/**
 * A member whose tracker changes when a code is applied: bucket/usage answers `before` until an activation
 * succeeds, then `after`. `reset` starts over (stories call it before each run).
 */
export function activationFlow(before: UsageTrackerFixture = usageTrackers.partlyUsed, after: UsageTrackerFixture = usageTrackers.afterActivation) {
  let activated = false;
  const handlers: RequestHandler[] = [
    http.post(activateUrl, async ({ request }) => {
      const body = (await request.json()) as { activationCode?: string };
      if (body.activationCode !== 'TAIR-DEMO-0250') return HttpResponse.json({ message: activationRefusals.unknownCode }, { status: 400 });
      if (activated) return HttpResponse.json({ message: activationRefusals.usedCode }, { status: 400 });
      activated = true;
      return HttpResponse.json({ message: 'Activation Code applied successfully!', unitsAdded: 250, tracker: after });
    }),
    http.get(bucketUsageUrl, () => HttpResponse.json(activated ? after : before)),
  ];
  return { handlers, reset: () => (activated = false) };
}

/** GET user/person-details for the demo members (addresses of their first organization, as the server does). */
export const personDetailsFixtures = {
  researcher: {
    FIRST_NAME: 'Daniel',
    LAST_NAME: 'Okafor',
    ADDRESS: 'Carnegie Institution for Science\\Department of Plant Biology\\260 Panama Street',
    CITY: 'Stanford',
    REGION: 'CA',
    POSTAL_CODE: '94305',
    COUNTRY: 'United States',
    AFFILIATIONS: [{ community_id: 1501000101, name: 'Carnegie Institution for Science, Department of Plant Biology' }],
    REGISTERING_FOR_ABRC: 'F',
    IS_TAIR_CURATOR: 'F',
    SEND_EMAIL: 'T',
    USERNAME: 'researcher',
  },
  curator: {
    FIRST_NAME: 'Maria',
    LAST_NAME: 'Lindqvist',
    ADDRESS: 'The Ohio State University\\Rightmire Hall\\1060 Carmack Road',
    CITY: 'Columbus',
    REGION: 'OH',
    POSTAL_CODE: '43210',
    COUNTRY: 'United States',
    AFFILIATIONS: [{ community_id: 1501000102, name: 'Arabidopsis Biological Resource Center' }],
    REGISTERING_FOR_ABRC: 'T',
    IS_TAIR_CURATOR: 'T',
    SEND_EMAIL: 'F',
    USERNAME: 'curator',
  },
  student: {
    FIRST_NAME: 'Priya',
    LAST_NAME: 'Raman',
    ADDRESS: 'Carnegie Institution for Science\\Department of Plant Biology\\260 Panama Street',
    CITY: 'Stanford',
    REGION: 'CA',
    POSTAL_CODE: '94305',
    COUNTRY: 'United States',
    AFFILIATIONS: [{ community_id: 1501000101, name: 'Carnegie Institution for Science, Department of Plant Biology' }],
    REGISTERING_FOR_ABRC: 'F',
    IS_TAIR_CURATOR: 'F',
    SEND_EMAIL: 'F',
    USERNAME: 'student',
  },
} satisfies Record<DemoMember, Record<string, unknown>>;

export const personDetailsHandler = (member: DemoMember, changes: Record<string, unknown> = {}): RequestHandler =>
  http.get(personDetailsUrl, () => HttpResponse.json({ ...personDetailsFixtures[member], ...changes }));

export const failingPersonDetailsHandler = (): RequestHandler =>
  http.get(personDetailsUrl, ({ request }) =>
    HttpResponse.json({ message: `No person has the community id ${new URL(request.url).searchParams.get('communityId')}.` }, { status: 404 }),
  );

export type UnlinkAnswer = 'success' | 'refused' | 'networkError';

/** POST auth/unlink-orcid answering one way every time. */
export const unlinkOrcidHandler = (answer: UnlinkAnswer = 'success'): RequestHandler =>
  http.post(unlinkOrcidUrl, () => {
    if (answer === 'networkError') return HttpResponse.error();
    if (answer === 'refused') return HttpResponse.json({ success: false, message: 'The ORCID iD could not be unlinked.' }, { status: 500 });
    return HttpResponse.json({ success: true, message: 'ORCID account successfully unlinked' });
  });

/**
 * A member with ORCID linked who unlinks it: the profile carries the iD until unlink-orcid succeeds, then none.
 * `reset` links it again (stories call it before each run).
 */
export function unlinkFlow(member: DemoMember = 'researcher') {
  let unlinked = false;
  const handlers: RequestHandler[] = [
    http.post(unlinkOrcidUrl, () => {
      unlinked = true;
      return HttpResponse.json({ success: true, message: 'ORCID account successfully unlinked' });
    }),
    http.get(profileUrl, () => HttpResponse.json({ ...demoProfiles[member], orcidId: unlinked ? null : '0000-0002-1825-0097' })),
  ];
  return { handlers, reset: () => (unlinked = false) };
}

/** GET subscription/status for a member: subscribed through usage units until a date, or not subscribed. */
export const memberSubscriptionStatusHandler = (status: { subscribed: boolean; expDate?: string | null; free_expiry_date?: string | null }): RequestHandler =>
  http.get(subscriptionStatusUrl, () =>
    HttpResponse.json({ expDate: null, free_expiry_date: null, ...status }),
  );

/**
 * Everything the profile page asks for, for a logged-in demo member: the profile, person details, a partly used
 * tracker, an institution that is not subscribed and a subscription through the complimentary units. Put
 * handlers that should win before these.
 */
export const profilePageHandlers = (member: DemoMember, profileChanges: Record<string, unknown> = {}): RequestHandler[] => [
  http.get(profileUrl, () => HttpResponse.json({ ...demoProfiles[member], ...profileChanges })),
  personDetailsHandler(member),
  bucketUsageHandler(),
  activationHandler('success'),
  unlinkOrcidHandler('success'),
  memberSubscriptionStatusHandler({ subscribed: true, free_expiry_date: '2026-09-30' }),
  institutionHandler(false),
];
