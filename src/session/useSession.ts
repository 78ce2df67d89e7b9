import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getInstitution, getSubscriptionStatus } from '../api/accounts';
import { profileQuery } from '../api/profileQuery';
import { queryKeys } from '../api/queryKeys';
import { ANONYMOUS_SESSION, sessionFromProfile, type Session } from './session';

export interface SessionState extends Session {
  /** True until the first profile answer arrives. */
  loading: boolean;
}

export function useSession(): SessionState {
  const { data, isPending } = useQuery({ ...profileQuery, select: sessionFromProfile });
  return { ...(data ?? ANONYMOUS_SESSION), loading: isPending };
}

/** Forgets the profile, so every reader asks the server again (after a login, logout or an ORCID change). */
export function useReloadSession(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: queryKeys.profile }), [client]);
}

export interface Institution {
  name: string;
  status: string;
}

const NO_INSTITUTION: Institution = { name: '', status: '' };

function institutionFrom(body: unknown): Institution {
  if (!body || typeof body !== 'object') return NO_INSTITUTION;
  const { name, status } = body as Record<string, unknown>;
  return { name: typeof name === 'string' ? name : '', status: typeof status === 'string' ? status : '' };
}

/** 000 §7 subscription/institution; a failure is treated as empty (000 §8). */
export const institutionQuery = queryOptions({
  queryKey: queryKeys.institution,
  queryFn: ({ signal }) => getInstitution(signal).then(institutionFrom, () => NO_INSTITUTION),
  staleTime: 5 * 60_000,
});

export const useInstitution = (): Institution => useQuery(institutionQuery).data ?? NO_INSTITUTION;

export interface SubscriptionStatus {
  subscribed: boolean;
  /** 'YYYY-MM-DD' or ''. */
  expDate: string;
  freeExpiryDate: string;
}

const NOT_SUBSCRIBED: SubscriptionStatus = { subscribed: false, expDate: '', freeExpiryDate: '' };

function subscriptionFrom(body: unknown): SubscriptionStatus {
  if (!body || typeof body !== 'object') return NOT_SUBSCRIBED;
  const { subscribed, expDate, free_expiry_date } = body as Record<string, unknown>;
  return {
    subscribed: subscribed === true,
    expDate: typeof expDate === 'string' ? expDate : '',
    freeExpiryDate: typeof free_expiry_date === 'string' ? free_expiry_date : '',
  };
}

/** 000 §7 subscription/status for a member (or the visitor's network when userIdentifier is null); failure: empty. */
export const subscriptionStatusQuery = (userIdentifier: string | null) =>
  queryOptions({
    queryKey: queryKeys.subscriptionStatus(userIdentifier),
    queryFn: ({ signal }) => getSubscriptionStatus(userIdentifier, signal).then(subscriptionFrom, () => NOT_SUBSCRIBED),
    staleTime: 60_000,
  });

export function useSubscriptionStatus(userIdentifier: string | null): SubscriptionStatus & { loading: boolean } {
  const { data, isPending } = useQuery(subscriptionStatusQuery(userIdentifier));
  return { ...(data ?? NOT_SUBSCRIBED), loading: isPending };
}
