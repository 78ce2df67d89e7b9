// The account forms' calls in Storybook and component tests, in the shapes of the reference server
// (server/routes/user.ts, organization.ts, server/orcid/routes.ts): register-person, update-credentials,
// update-person, update-organization, person-details and unlink-orcid, each in the states a form shows.
// A handler can hand every request body it receives to `received`, so a test asserts what the server got.
import { delay, http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import type { PersonResponse } from '../../schemas/person';
import type { OrganizationResponse } from '../../schemas/organization';

/**
 * What a call answers: success; 'rejected' a 400 naming a field; 'conflict' a 409 naming a field; 'failure' a
 * 500 with no message; 'textFailure' a 500 whose body is plain text; 'network' no answer at all.
 */
export type FormOutcome = 'success' | 'rejected' | 'conflict' | 'failure' | 'textFailure' | 'network';

export type BodyRecorder = (body: unknown) => void;

/** The refusals the server gives for each call (its own messages and field names). */
export const formRefusals = {
  register: {
    rejected: { error: 'Only English characters are allowed in First Name.', field: 'firstName' },
    conflict: { error: 'The username "researcher" is already taken. Please choose another one.', field: 'username' },
  },
  credentials: {
    rejected: { error: 'Username must not contain spaces.', field: 'userName' },
    conflict: { error: 'The username "curator" is already taken. Please choose another one.', field: 'userName' },
  },
  person: {
    rejected: { error: 'First Name is required.', field: 'firstName' },
    // The server takes any valid address, one another account gives included (server/accounts/registration.ts): its
    // second refusal here is of the address's form.
    conflict: { error: 'Please enter a valid email address in English (e.g., curator@arabidopsis.org).', field: 'email' },
  },
  organization: {
    rejected: { error: 'City is required.', field: 'city' },
    conflict: { error: 'Zipcode is required.', field: 'postalCode' },
  },
} as const;

export const SERVER_TEXT_FAILURE = 'The service is down for maintenance. Please try again in an hour.';

type Refusals = (typeof formRefusals)[keyof typeof formRefusals];

function answer(outcome: FormOutcome, success: JsonBodyType, refusals: Refusals, successStatus = 200) {
  switch (outcome) {
    case 'success':
      return HttpResponse.json(success, { status: successStatus });
    case 'rejected':
      return HttpResponse.json(refusals.rejected, { status: 400 });
    case 'conflict':
      return HttpResponse.json(refusals.conflict, { status: 409 });
    case 'failure':
      return new HttpResponse(null, { status: 500 });
    case 'textFailure':
      return HttpResponse.text(SERVER_TEXT_FAILURE, { status: 500 });
    case 'network':
      return HttpResponse.error();
  }
}

const recorded = async (request: Request, received?: BodyRecorder) => {
  const body: unknown = await request.json().catch(() => undefined);
  received?.(body);
};

export const registerPersonHandler = (outcome: FormOutcome = 'success', received?: BodyRecorder): RequestHandler =>
  http.post('*/api/user/register-person', async ({ request }) => {
    await recorded(request, received);
    const success = { success: true, message: 'Person registered successfully.', communityId: 1501420031, partyId: 1501420031, username: 'newmember' };
    return answer(outcome, success, formRefusals.register, 201);
  });

export const updateCredentialsHandler = (outcome: FormOutcome = 'success', received?: BodyRecorder): RequestHandler =>
  http.put('*/api/user/update-credentials', async ({ request }) => {
    await recorded(request, received);
    return answer(outcome, { success: true, message: 'Person credentials updated successfully.' }, formRefusals.credentials);
  });

export const updatePersonHandler = (outcome: FormOutcome = 'success', received?: BodyRecorder): RequestHandler =>
  http.put('*/api/user/update-person', async ({ request }) => {
    await recorded(request, received);
    return answer(outcome, { success: true, message: 'Person details updated successfully.' }, formRefusals.person);
  });

export const updateOrganizationHandler = (outcome: FormOutcome = 'success', received?: BodyRecorder): RequestHandler =>
  http.put('*/api/organization/update-organization', async ({ request }) => {
    await recorded(request, received);
    return answer(outcome, { success: true, message: 'Organization details updated successfully' }, formRefusals.organization);
  });

/** A call that stays unanswered for a while, for the 'saving' states. */
export const slowHandler = (method: 'post' | 'put', path: string, milliseconds = 60_000): RequestHandler =>
  http[method](`*/api/${path}`, async () => {
    await delay(milliseconds);
    return HttpResponse.json({ success: true });
  });

/** GET user/person-details for the demo researcher (the reference server's answer; `changes` adds or alters fields). */
export const personDetailsHandler = (outcome: 'success' | 'failure' = 'success', changes: Record<string, unknown> = {}): RequestHandler =>
  http.get('*/api/user/person-details', () =>
    outcome === 'failure'
      ? new HttpResponse(null, { status: 500 })
      : HttpResponse.json({
          FIRST_NAME: 'Daniel',
          LAST_NAME: 'Okafor',
          ADDRESS: 'Carnegie Institution for Science\\Department of Plant Biology\\260 Panama Street',
          CITY: 'Stanford',
          REGION: 'CA',
          POSTAL_CODE: '94305',
          COUNTRY: 'United States',
          AFFILIATIONS: [{ community_id: 1501000101, name: 'Carnegie Institution for Science' }],
          REGISTERING_FOR_ABRC: 'T',
          IS_TAIR_CURATOR: 'F',
          ...changes,
        }),
  );

/** POST auth/unlink-orcid: { success, message }, or a refusal without success. */
export const unlinkOrcidHandler = (outcome: 'success' | 'failure' | 'network' = 'success', received?: BodyRecorder): RequestHandler =>
  http.post('*/api/auth/unlink-orcid', async ({ request }) => {
    await recorded(request, received);
    if (outcome === 'network') return HttpResponse.error();
    if (outcome === 'failure') return HttpResponse.json({ success: false, message: 'Please log in to continue.' }, { status: 500 });
    return HttpResponse.json({ success: true, message: 'ORCID account successfully unlinked' });
  });

/** GET detail/person?key= answering the given record for every key. */
export const personRecordHandler = (record: PersonResponse): RequestHandler =>
  http.get('*/api/detail/person', () => HttpResponse.json(record as JsonBodyType));

/** GET detail/organization?key= answering the given record for every key. */
export const organizationRecordHandler = (record: OrganizationResponse): RequestHandler =>
  http.get('*/api/detail/organization', () => HttpResponse.json(record as JsonBodyType));

/** GET detail/{type}?key= failing with a 500. */
export const failingRecordHandler = (apiType: 'person' | 'organization'): RequestHandler =>
  http.get(`*/api/detail/${apiType}`, () => HttpResponse.json({ error: 'The record store is unavailable.' }, { status: 500 }));

/** Every form call succeeding: the default for the account form stories. */
export const accountFormHandlers: RequestHandler[] = [
  registerPersonHandler(),
  updateCredentialsHandler(),
  updatePersonHandler(),
  updateOrganizationHandler(),
  personDetailsHandler(),
  unlinkOrcidHandler(),
];
