import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** Shown instead of the login forms to a member who is logged in already. */
export function AlreadyLoggedIn({ username }: { username: string }) {
  return (
    <Box role="status" sx={{ display: 'grid', gap: 1 }}>
      <Typography sx={{ overflowWrap: 'anywhere' }}>You are already logged in as {username}.</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        <Link component={RouterLink} to="/profile">
          Go to your profile
        </Link>
        <Link component={RouterLink} to="/auth/logout">
          Log out
        </Link>
      </Box>
    </Box>
  );
}
