import { REVIEW_PATH } from '../submit/review/reviewPath';
import { LinkList, ProfileLink } from './ProfileLink';
import { ProfileCard } from './ProfileCard';

/** 000 §2.6 and §6: what curators see beyond a member's page — the review of gene class symbol submissions. */
export function CuratorTools() {
  return (
    <ProfileCard title="Curator Tools">
      <LinkList label="Curator tools">
        <li>
          <ProfileLink to={REVIEW_PATH}>Review gene class symbol submissions</ProfileLink>
        </li>
        <li>
          <ProfileLink to="/browse/gene_symbols">Browse gene class symbols</ProfileLink>
        </li>
      </LinkList>
    </ProfileCard>
  );
}
