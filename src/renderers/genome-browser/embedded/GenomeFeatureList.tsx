import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import type { GenomeTrackId } from '../../../../contracts/genome/features';
import { regionText, type GenomeRegion } from '../../../../contracts/genome/region';
import { genomeFeatures } from '../../../api/genome';
import { queryKeys } from '../../../api/queryKeys';
import { Notice } from '../../../ui/Notice';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import { featuresInView, strandText } from './jbrowseFeatures';

interface Props {
  /** The region in view. */
  region: GenomeRegion;
  /** The record's own feature and name, whose strand the caption gives. */
  feature?: GenomeRegion | undefined;
  name?: string | undefined;
  tracks: readonly GenomeTrackId[];
}

// On screen the list is for screen readers only (the drawing shows the same features); on paper it is printed.
const listBox = {
  ...visuallyHidden,
  '@media print': { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clipPath: 'none', whiteSpace: 'normal' },
} as const;

/**
 * The genome browser's text alternative, from the same genome API answers the browser draws: the record's region and
 * strand, and the features in view by name, each linking to its page.
 */
export default function GenomeFeatureList({ region, feature, name, tracks }: Props) {
  const answers = useQueries({
    queries: tracks.map((track) => ({
      queryKey: queryKeys.genomeFeatures(regionText(region), track),
      queryFn: ({ signal }: { signal: AbortSignal }) => genomeFeatures(region, track, signal),
    })),
  });
  const failed = answers.some((answer) => answer.isError);
  const loading = answers.some((answer) => answer.isPending);
  const features = featuresInView(
    answers.flatMap((answer) => answer.data?.features ?? []),
    region,
  );
  const own = feature && features.find((candidate) => candidate.name === name || (candidate.start === feature.start && candidate.end === feature.end));
  const strand = own ? strandText(own.strand) : undefined;
  const shown = feature ?? region;

  return (
    <Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {[regionText(shown), strand].filter(Boolean).join(', ')}
      </Typography>
      {failed ? (
        <Notice tone="warning">The genome data of this region could not be loaded, so the browser has nothing to draw.</Notice>
      ) : (
        <Box sx={listBox}>
          <Typography variant="body2">{loading ? 'Loading the features in view…' : `Features in view (${regionText(region)}): ${features.length}`}</Typography>
          <Box component="ul" aria-label="Features in view">
            {features.map((item) => (
              <li key={item.id}>
                {item.href ? (
                  <Link component={RouterLink} to={item.href}>
                    {item.name}
                  </Link>
                ) : (
                  item.name
                )}
                {`, ${[item.type, `${item.start}..${item.end}`, strandText(item.strand)].filter(Boolean).join(', ')}`}
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
