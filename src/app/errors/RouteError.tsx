import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect } from 'react';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';

// Only an address no route knows gives a 404 here (the catch-all route answers the others), so its page loads when
// needed, not with every page.
const PageNotFound = lazy(() => import('../PageNotFound').then((module) => ({ default: module.PageNotFound })));

/**
 * What a route shows when its code or data could not be loaded (a stalled or failed download of the page's code,
 * 000 §7's 120-second limit). The header and footer stay, and the reader can try again.
 */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (notFound) return;
    document.title = 'This page could not be loaded';
    console.error('A page could not be loaded.', error);
  }, [error, notFound]);
  if (notFound) {
    return (
      <Suspense fallback={null}>
        <PageNotFound />
      </Suspense>
    );
  }
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        This page could not be loaded
      </Typography>
      <Typography gutterBottom>The connection may be slow or interrupted. Please check it and try again.</Typography>
      <Button variant="contained" onClick={() => window.location.reload()} sx={{ mr: 2 }}>
        Try again
      </Button>
      <Link component={RouterLink} to="/">
        Go to Home Page
      </Link>
    </>
  );
}
