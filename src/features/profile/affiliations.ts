import type { PersonDetails } from '../../api/personDetails';

export interface Affiliation {
  communityId: string;
  name: string;
}

/**
 * The member's organizations: named, from the person details when they arrived; otherwise (still loading or
 * failed) the community ids the session holds, so the quick links still lead to each organization.
 */
export function affiliationsOf(details: PersonDetails | undefined, sessionAffiliations: number[]): Affiliation[] {
  if (details?.AFFILIATIONS) {
    return details.AFFILIATIONS.map(({ community_id, name }) => ({
      communityId: String(community_id),
      name: name?.trim() || `Organization ${community_id}`,
    }));
  }
  return sessionAffiliations.map((id) => ({ communityId: String(id), name: `Organization ${id}` }));
}
