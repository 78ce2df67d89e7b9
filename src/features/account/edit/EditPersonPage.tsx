import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Notice } from '../../../ui/Notice';
import { OrcidLinkSection } from './OrcidLinkSection';
import { PersonEditForm } from './PersonEditForm';
import { personMessages } from './personForm';
import { usePersonToEdit } from './usePersonToEdit';

/**
 * /edit/person?key= (000 §2.7): a member edits their own person record and login details, or a curator edits
 * anyone's. The route's guard has already checked who may; key=TEST shows example data.
 */
export function EditPersonPage() {
  const [params] = useSearchParams();
  const key = (params.get('key') ?? '').trim();
  const person = usePersonToEdit(key);

  useEffect(() => {
    document.title = 'TAIR - Edit Person';
  }, []);

  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Edit Person
      </Typography>
      {person.status === 'loading' && <Typography role="status">Loading...</Typography>}
      {person.status === 'error' && <Notice tone="error">{personMessages.loadFailed}</Notice>}
      {person.status === 'ready' && (
        <>
          {person.example && (
            <Box sx={{ mb: 2 }}>
              <Notice tone="info">This is example data: nothing was loaded, and changes here are not saved.</Notice>
            </Box>
          )}
          {person.ownRecord && <OrcidLinkSection communityId={person.values.communityId} />}
          <PersonEditForm key={key} initial={person.values} ownRecord={person.ownRecord} example={person.example} />
        </>
      )}
    </Box>
  );
}
