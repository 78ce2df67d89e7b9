import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useReloadSession, useSession } from '../../session/useSession';
import { AlreadyLoggedIn } from './login/AlreadyLoggedIn';
import { CredentialLoginForm } from './login/CredentialLoginForm';
import { pageAfterLogin } from './login/credentialLogin';
import { LoginSection } from './login/LoginSection';
import { RegisterHereButton } from './login/RegisterHereButton';
import { LoadingState } from './orcid/LoadingState';
import { OrcidSignInButton } from './orcid/OrcidSignInButton';

export const LOGIN_PAGE_TITLE = 'TAIR Login Page';

function LoginChoices() {
  const [params] = useSearchParams();
  const reloadSession = useReloadSession();

  const continueAfterLogin = () => {
    void reloadSession();
    // A full page load, so that every part of the portal starts again with the new login (000 §2.2 /auth/login).
    window.location.assign(pageAfterLogin(params.get('redirect')));
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <LoginSection title="Login with Credentials">
          <CredentialLoginForm onLoggedIn={continueAfterLogin} />
        </LoginSection>
        <LoginSection title="Login with ORCID">
          <Typography variant="body2" sx={{ mb: 2 }}>
            ORCID login works only if your TAIR account is already linked to ORCID. Otherwise, log in with your username
            and password first and connect ORCID afterwards.
          </Typography>
          <OrcidSignInButton label="Login with ORCID" />
        </LoginSection>
      </Box>
      <Box>
        <RegisterHereButton />
      </Box>
    </Box>
  );
}

/** /login (000 §2.3): log in with a username and password or with ORCID, or go and register. */
export function LoginPage() {
  useEffect(() => {
    document.title = LOGIN_PAGE_TITLE;
  }, []);
  const { loggedIn, loading, username } = useSession();

  return (
    <Box sx={{ maxWidth: 960 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {LOGIN_PAGE_TITLE}
      </Typography>
      {loading ? <LoadingState /> : loggedIn ? <AlreadyLoggedIn username={username} /> : <LoginChoices />}
    </Box>
  );
}
