import Typography from '@mui/material/Typography';
import { DEFAULT_GENOME_BROWSER_VIEW, locationText } from '../../engine/genomeBrowser/genomeBrowserUrl';

/** A gene or locus without coordinates: the browser shows its default view, and says so. */
export function NoCoordinatesCaption({ name }: { name: string }) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {`No genome coordinates are recorded${name ? ` for ${name}` : ''}; the browser shows its default view (${locationText(
        DEFAULT_GENOME_BROWSER_VIEW.region,
      )}).`}
    </Typography>
  );
}
