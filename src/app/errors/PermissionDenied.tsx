import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';

/** Where an edit page sends a member who may not change that record (000 §2.2, §6). */
export function PermissionDenied() {
  useEffect(() => {
    document.title = 'Permission Denied';
  }, []);
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Permission Denied
      </Typography>
      <Typography gutterBottom>
        Members can edit their own person record and the records of the organizations they are affiliated with. Curators
        can edit any person or organization.
      </Typography>
      <Typography gutterBottom>
        If a record of yours needs a change you cannot make, please write to the curators at{' '}
        <Link href="mailto:curator@arabidopsis.org">curator@arabidopsis.org</Link>.
      </Typography>
      <Link component={RouterLink} to="/">
        Go to Home Page
      </Link>
    </>
  );
}
