import Typography from '@mui/material/Typography';
import { LinkList, ProfileLink } from './ProfileLink';
import { ProfileCard } from './ProfileCard';
import { ONLINE_SUBMISSION_URL } from './profileLinks';

/** 000 §2.6 and §6: for members registering gene class symbols (REGISTERING_FOR_ABRC = 'T'). */
export function DataContributionCard() {
  return (
    <ProfileCard title="Data Contribution">
      <Typography variant="body2" gutterBottom>
        Register gene class symbols and submit data about your genes.
      </Typography>
      <LinkList label="Data contribution">
        <li>
          <ProfileLink to="/submit/gene_class_symbol_registration">Gene Class Symbol Registration</ProfileLink>
        </li>
        <li>
          <ProfileLink to={ONLINE_SUBMISSION_URL} external>
            Online submission tool
          </ProfileLink>
        </li>
      </LinkList>
    </ProfileCard>
  );
}
