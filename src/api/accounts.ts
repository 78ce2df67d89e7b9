// The account, ORCID and subscription calls of 000 §7. Reads throw ApiError on failure; changes answer
// { ok, status, body } so that forms can show the server's own message.
import { apiGetJson, apiSend } from './client';

/** 000 §3: the partner id sent with ORCID calls is the constant 'tair'. */
export const PARTNER_ID = 'tair';

export const logout = () => apiGetJson('auth/logout');

/** Credential login (the call 000 §7 leaves to the store): sets the credential cookies on success. */
export const loginWithCredentials = (username: string, password: string) => apiSend('POST', 'auth/login', { username, password });

export const getOrcidLoginLink = () => apiGetJson('auth/orcidloginlink');
export const getOrcidStatus = (userIdentifier: string) => apiGetJson('auth/orcidstatus', { userIdentifier, partnerId: PARTNER_ID });

/** Links the ORCID iD behind an authorization code to the logged-in member. */
export const processOrcidCode = (body: { code: string; userIdentifier: string; credentialId: string; secretKey: string }) =>
  apiSend('POST', 'auth/process-orcid-code', { ...body, partnerId: PARTNER_ID });

/** Logs in the member whose account is linked to the ORCID iD behind an authorization code. */
export const authenticateOrcid = (code: string) => apiSend('POST', 'auth/authenticate-orcid', { code });
export const unlinkOrcid = (credentialId: string, secretKey: string) => apiSend('POST', 'auth/unlink-orcid', { credentialId, secretKey });

export const getInstitution = (signal?: AbortSignal) => apiGetJson('subscription/institution', {}, signal);
export const getSubscriptionStatus = (userIdentifier: string | null, signal?: AbortSignal) =>
  apiGetJson('subscription/status', { userIdentifier }, signal);
export const activateBucket = (activationCode: string, partyId: string) =>
  apiSend('POST', 'subscription/activate/bucket', { activationCode, partyId });
export const getBucketUsage = (partyId: string, signal?: AbortSignal) => apiGetJson('subscription/bucket/usage', { party_id: partyId }, signal);

export const getPersonDetails = (communityId: string, signal?: AbortSignal) => apiGetJson('user/person-details', { communityId }, signal);
export const registerPerson = (form: Record<string, unknown>) => apiSend('POST', 'user/register-person', form);
export const updateCredentials = (body: Record<string, unknown>) => apiSend('PUT', 'user/update-credentials', body);
export const updatePerson = (body: Record<string, unknown>) => apiSend('PUT', 'user/update-person', body);
export const updateOrganization = (body: Record<string, unknown>) => apiSend('PUT', 'organization/update-organization', body);
