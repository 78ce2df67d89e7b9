import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ProfileCard } from './ProfileCard';
import type { Affiliation } from './affiliations';
import { addressLines } from './addressLines';
import type { PersonDetails } from '../../api/personDetails';

/** 000 §8: the text for person details that could not be loaded; only this card shows it. */
export const PERSON_DETAILS_ERROR = 'Error fetching data. Please try again later.';

interface AddressCardProps {
  details: PersonDetails | undefined;
  loading: boolean;
  failed: boolean;
  affiliations: Affiliation[];
}

/** 000 §2.6: the member's address and affiliations, from the person details. */
export function AddressCard({ details, loading, failed, affiliations }: AddressCardProps) {
  let body;
  if (loading) body = <Typography role="status">Loading ...</Typography>;
  else if (failed || !details) body = <Typography role="alert">{PERSON_DETAILS_ERROR}</Typography>;
  else {
    const lines = addressLines(details);
    body = (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {lines.length > 0 ? (
          <Typography component="address" sx={{ fontStyle: 'normal', overflowWrap: 'anywhere' }}>
            {lines.map((line, index) => (
              <Box component="span" key={index} sx={{ display: 'block' }}>
                {line}
              </Box>
            ))}
          </Typography>
        ) : (
          <Typography color="text.secondary">No address on record.</Typography>
        )}
        <Box>
          <Typography component="h3" variant="subtitle2">
            Affiliations
          </Typography>
          {affiliations.length > 0 ? (
            <ul style={{ margin: 0, paddingLeft: '1.25rem', overflowWrap: 'anywhere' }}>
              {affiliations.map((affiliation) => (
                <li key={affiliation.communityId}>{affiliation.name}</li>
              ))}
            </ul>
          ) : (
            <Typography color="text.secondary">No affiliations on record.</Typography>
          )}
        </Box>
      </Box>
    );
  }
  return <ProfileCard title="Address and Affiliations">{body}</ProfileCard>;
}
