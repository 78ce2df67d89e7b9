import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { RecordTypeConfigData } from '../config/format';

/** The page's shape while it loads: title, nav and the first sections, so nothing jumps when data arrives. */
export function DetailSkeleton({ config }: { config: RecordTypeConfigData }) {
  return (
    <Box role="status" aria-live="polite" aria-busy="true">
      <Box component="span" sx={visuallyHidden}>
        Loading {config.noun ?? config.type}…
      </Box>
      <Skeleton variant="text" width="40%" height={48} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '220px 1fr' }, gap: 3, mt: 2 }}>
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          {config.sections.map((section) => (
            <Skeleton key={section.id} variant="text" width="80%" />
          ))}
        </Box>
        <Box>
          {config.sections.slice(0, 3).map((section) => (
            <Skeleton key={section.id} variant="rounded" height={180} sx={{ mb: 2 }} />
          ))}
        </Box>
      </Box>
    </Box>
  );
}

export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
