import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import type { Ortholog } from '../../../schemas/panther';
import { EmptyText } from '../../ui/EmptyText';
import { orthologCountsBySpecies, PLANT_GROUPS, type PlantGroup, type SpeciesCount } from './orthologCountsBySpecies';
import { PantherDownloadButton } from './PantherDownloadButton';

interface OrthologCountsProps {
  locusName: string;
  orthologs: readonly Ortholog[];
  treeId: string | undefined;
}

function SpeciesCountTable({ group, rows }: { group: PlantGroup; rows: SpeciesCount[] }) {
  const headingId = useId();
  return (
    <Box sx={{ minWidth: 220, flex: '1 1 0' }}>
      <Typography variant="body2" component="h4" id={headingId} sx={{ fontWeight: 600, mb: 0.5 }}>
        {group}
      </Typography>
      {rows.length === 0 ? (
        <EmptyText />
      ) : (
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>Species</TableCell>
              <TableCell align="right">Number of orthologs</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.species}>
                <TableCell sx={{ fontStyle: 'italic' }}>{row.species}</TableCell>
                <TableCell align="right">{row.count}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

/** 002 §2.4: 'Download Orthologs' and one species-to-count table per plant group. */
export function OrthologCounts({ locusName, orthologs, treeId }: OrthologCountsProps) {
  const countsByGroup = useMemo(() => orthologCountsBySpecies(orthologs), [orthologs]);
  if (orthologs.length === 0) return <EmptyText />;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <PantherDownloadButton
        label="Download Orthologs"
        treeId={treeId}
        kind="ortholog"
        fallbackFileName={`${locusName}_orthologs.txt`}
        fallbackText={() =>
          ['Group\tSpecies\tGene', ...orthologs.map((row) => `${row.group_name}\t${row.full_name}\t${row.target_agi ?? ''}`)].join('\n') + '\n'
        }
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ width: '100%' }}>
        {PLANT_GROUPS.map((group) => (
          <SpeciesCountTable key={group} group={group} rows={countsByGroup[group]} />
        ))}
      </Stack>
    </Stack>
  );
}
