import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';

export function PageNotFound() {
  useEffect(() => {
    document.title = 'Page Not Found';
  }, []);
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Page Not Found
      </Typography>
      <Typography gutterBottom>The page you are looking for was not found or has moved.</Typography>
      <Typography gutterBottom>
        If you followed a link here, please tell the curators at <Link href="mailto:curator@arabidopsis.org">curator@arabidopsis.org</Link>.
      </Typography>
      <Link component={RouterLink} to="/">
        Go to Home Page
      </Link>
    </>
  );
}
