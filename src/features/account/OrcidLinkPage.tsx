import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { useSession } from '../../session/useSession';
import { ErrorToast } from './orcid/ErrorToast';
import {
  AlreadyLinkedView,
  CallbackErrorView,
  LinkedView,
  NotLinkedView,
  NotLoggedInView,
  OrcidLoadingView,
} from './orcid/OrcidStateViews';
import { useOrcidLinkFlow, type OrcidPageState } from './orcid/useOrcidLinkFlow';

function StateView({ state, name, loggedIn }: { state: OrcidPageState; name: string; loggedIn: boolean }) {
  switch (state.kind) {
    case 'loading':
      return <OrcidLoadingView />;
    case 'notLinked':
      return <NotLinkedView name={name} statusError={state.statusError} />;
    case 'linked':
      return <LinkedView />;
    case 'alreadyLinked':
      return <AlreadyLinkedView />;
    case 'notLoggedIn':
    case 'notLinkedToAccount':
      return <NotLoggedInView />;
    case 'error':
      return <CallbackErrorView message={state.message} loggedIn={loggedIn} />;
  }
}

/** /linktoorcid (000 §2.4): connects a member's ORCID account, and completes ORCID sign-in and linking. */
export function OrcidLinkPage() {
  useEffect(() => {
    document.title = 'TAIR - ORCID Connection';
  }, []);
  const state = useOrcidLinkFlow();
  const { firstName, username, loggedIn } = useSession();
  const [toastDismissed, setToastDismissed] = useState(false);

  return (
    <Box sx={{ maxWidth: 720 }}>
      <StateView state={state} name={firstName || username} loggedIn={loggedIn} />
      {state.kind === 'error' && <ErrorToast message={state.message} open={!toastDismissed} onClose={() => setToastDismissed(true)} />}
    </Box>
  );
}
