import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { EmptyText } from '../../ui/EmptyText';

// 002 §2.4: homology data comes from PANTHER 17.0.
const PANTHER_SITE = 'https://www.pantherdb.org/';
const pantherFamilyPage = (treeId: string) =>
  `https://www.pantherdb.org/panther/family.do?clsAccession=${encodeURIComponent(treeId)}`;

/** The locus's PANTHER family, or 'No Panther Gene Family found' (002 §8) once the files have said nothing. */
export function PantherFamily({ treeId, loading }: { treeId: string | undefined; loading: boolean }) {
  if (treeId) {
    return (
      <Typography variant="body2">
        PANTHER family:{' '}
        <Link href={pantherFamilyPage(treeId)} target="_blank" rel="noopener noreferrer" underline="always">
          {treeId}
        </Link>
      </Typography>
    );
  }
  if (loading) return <Skeleton variant="text" width={180} />;
  return <EmptyText text="No Panther Gene Family found" />;
}

export function PantherSource() {
  return (
    <Typography variant="caption" color="text.secondary" component="p">
      Data source:{' '}
      <Link href={PANTHER_SITE} target="_blank" rel="noopener noreferrer" underline="always">
        PANTHER 17.0
      </Link>
    </Typography>
  );
}
