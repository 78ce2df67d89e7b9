import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Paralog } from '../../../schemas/panther';
import { EmptyText } from '../../ui/EmptyText';
import { AllParalogsDialog } from './AllParalogsDialog';
import { PantherDownloadButton } from './PantherDownloadButton';
import { ParalogLink } from './ParalogLink';

// 002 §9: the paralog preview shows 2; the rest are behind 'Show More ...'.
export const PARALOG_PREVIEW_SIZE = 2;

interface ParalogListProps {
  locusName: string;
  paralogs: readonly Paralog[];
  treeId: string | undefined;
}

export function ParalogList({ locusName, paralogs, treeId }: ParalogListProps) {
  const [allOpen, setAllOpen] = useState(false);
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
        <Button size="small" onClick={() => setAllOpen(true)} aria-haspopup="dialog">
          Show More ...
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
      <AllParalogsDialog open={allOpen} onClose={() => setAllOpen(false)} paralogs={paralogs} />
    </Stack>
  );
}
