import { LinkList, ProfileLink } from './ProfileLink';
import { ProfileCard } from './ProfileCard';
import { GENE_SYMBOL_REVIEW_URL } from './profileLinks';

/** 000 §2.6 and §6: what curators see beyond a member's page — the review of gene class symbol submissions. */
export function CuratorTools() {
  return (
    <ProfileCard title="Curator Tools">
      <LinkList label="Curator tools">
        <li>
          <ProfileLink to={GENE_SYMBOL_REVIEW_URL} external>
            Review gene class symbol submissions
          </ProfileLink>
        </li>
        <li>
          <ProfileLink to="/browse/gene_symbols">Browse gene class symbols</ProfileLink>
        </li>
      </LinkList>
    </ProfileCard>
  );
}
