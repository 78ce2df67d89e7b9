import { queryOptions } from '@tanstack/react-query';
import { getOrcidStatus } from '../../../api/accounts';
import { queryKeys } from '../../../api/queryKeys';

/**
 * 000 §7 auth/orcidstatus: whether the member's account holds an ORCID iD. Asked afresh on every visit to the
 * ORCID page, since linking happens elsewhere (ORCID, another tab).
 */
export const orcidStatusQuery = (communityId: string) =>
  queryOptions({
    queryKey: queryKeys.orcidStatus(communityId),
    queryFn: async () => {
      const body = await getOrcidStatus(communityId);
      return Boolean(body && typeof body === 'object' && (body as { has_orcid?: unknown }).has_orcid === true);
    },
    staleTime: 0,
    gcTime: 0,
  });
