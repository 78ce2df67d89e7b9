import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

/** Shows the router's current URL under a story, so that stories and tests can see where a link or button led. */
function CurrentLocation() {
  const location = useLocation();
  return (
    <Typography variant="caption" component="p" sx={{ mt: 2 }}>
      Current location: <output aria-label="Current location">{location.pathname + location.search}</output>
    </Typography>
  );
}

/** A story decorator: the story, then the current location. */
export function withCurrentLocation(Story: () => ReactNode) {
  return (
    <>
      <Story />
      <CurrentLocation />
    </>
  );
}
