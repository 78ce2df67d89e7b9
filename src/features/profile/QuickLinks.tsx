import { LinkList, ProfileLink } from './ProfileLink';
import { ProfileCard } from './ProfileCard';
import type { Affiliation } from './affiliations';
import { INDIVIDUAL_SUBSCRIPTION_FAQ_URL } from './profileLinks';

/** 000 §2.6: the member's own person record (view, edit), the subscription FAQ and each affiliated organization. */
export function QuickLinks({ communityId, affiliations }: { communityId: string; affiliations: Affiliation[] }) {
  const key = encodeURIComponent(communityId);
  return (
    <ProfileCard title="Quick Links">
      <LinkList label="Quick links">
        <li>
          <ProfileLink to={`/person?key=${key}`}>View my person record</ProfileLink>
        </li>
        <li>
          <ProfileLink to={`/edit/person?key=${key}`}>Edit my person record</ProfileLink>
        </li>
        <li>
          <ProfileLink to={INDIVIDUAL_SUBSCRIPTION_FAQ_URL} external>
            Individual subscription FAQ
          </ProfileLink>
        </li>
        {affiliations.map((affiliation) => (
          <li key={affiliation.communityId}>
            <ProfileLink to={`/organization?key=${encodeURIComponent(affiliation.communityId)}`}>{affiliation.name}</ProfileLink>
          </li>
        ))}
      </LinkList>
    </ProfileCard>
  );
}
