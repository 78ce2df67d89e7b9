import Typography from '@mui/material/Typography';
import type { SearchFormConfig } from '../formConfig';
import type { LiveCount } from './useLiveCount';

/** 'about 1,240 loci': the count is of the form as it stands and may change before the results are read. */
export function liveCountText(count: LiveCount | undefined, nouns: SearchFormConfig['count']): string {
  if (!count) return '';
  if (count.state === 'counting') return `Counting ${nouns.other}…`;
  if (count.state === 'unavailable') return `No count yet: ${count.message}`;
  return `about ${count.total.toLocaleString('en')} ${count.total === 1 ? nouns.one : nouns.other}`;
}

export function LiveCountLine({ count, nouns }: { count: LiveCount | undefined; nouns: SearchFormConfig['count'] }) {
  return (
    <Typography role="status" color="text.secondary" sx={{ mt: 1, minHeight: '1.5em' }}>
      {liveCountText(count, nouns)}
    </Typography>
  );
}
