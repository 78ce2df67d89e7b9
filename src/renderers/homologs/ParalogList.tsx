import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Paralog } from '../../../schemas/panther';
import { EmptyText } from '../../ui/EmptyText';
import { PantherDownloadButton } from './PantherDownloadButton';
import { ParalogLink } from './ParalogLink';

// The dialog (and the modal machinery behind it) loads only when a reader asks for it; hovering or focusing the
// trigger starts the download early so it opens at once.
const loadDialog = () => import('./AllParalogsDialog');
const AllParalogsDialog = lazy(() => loadDialog().then((module) => ({ default: module.AllParalogsDialog })));

// 002 §9: the paralog preview shows 2; the rest are behind 'Show More ...'.
export const PARALOG_PREVIEW_SIZE = 2;

const count = new Intl.NumberFormat('en-US');

/** The spec's trigger text, then how many paralogs the preview does not show: 'Show More ... (298)'. */
export const showMoreText = (paralogCount: number) => `Show More ... (${count.format(paralogCount - PARALOG_PREVIEW_SIZE)})`;

interface ParalogListProps {
  locusName: string;
  paralogs: readonly Paralog[];
  treeId: string | undefined;
}

export function ParalogList({ locusName, paralogs, treeId }: ParalogListProps) {
  const [allOpen, setAllOpen] = useState(false);
  const [dialogWanted, setDialogWanted] = useState(false);
  const navigate = useNavigate();
  if (paralogs.length === 0) return <EmptyText text="No Paralogs Found" />;

  const agis = paralogs.map((paralog) => paralog.target_agi);
  const preview = paralogs.slice(0, PARALOG_PREVIEW_SIZE);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
        {preview.map((paralog, index) => (
          <li key={`${paralog.target_agi}-${index}`}>
            <ParalogLink paralog={paralog} />
          </li>
        ))}
      </Box>
      {paralogs.length > PARALOG_PREVIEW_SIZE && (
        <Button
          size="small"
          onClick={() => {
            setDialogWanted(true);
            setAllOpen(true);
          }}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          aria-haspopup="dialog"
        >
          {showMoreText(paralogs.length)}
        </Button>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {/* 000 route table: bulk sequence retrieval is /type_sequences/{ids}, ids comma-separated (001 §2.8). */}
        <Button variant="outlined" size="small" onClick={() => navigate(`/type_sequences/${agis.map(encodeURIComponent).join(',')}`)}>
          Get Sequences
        </Button>
        <PantherDownloadButton
          label="Download AGI IDs"
          treeId={treeId}
          kind="paralog"
          fallbackFileName={`${locusName}_paralogs.txt`}
          fallbackText={() => `${agis.join('\n')}\n`}
        />
      </Stack>
      {dialogWanted && (
        <Suspense fallback={null}>
          <AllParalogsDialog open={allOpen} onClose={() => setAllOpen(false)} paralogs={paralogs} />
        </Suspense>
      )}
    </Stack>
  );
}
