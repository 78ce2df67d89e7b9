import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { authMessages } from '../orcid/authMessages';

/** 000 §2.3/§2.4: the way to the registration page. */
export function RegisterHereButton() {
  return (
    <Button component={RouterLink} to="/register" variant="outlined">
      {authMessages.registerHere}
    </Button>
  );
}
