import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { RendererProps } from '../../engine/rendererProps';
import { EmptyText } from '../../ui/EmptyText';
import { LoadingLines } from './LoadingLines';
import { OrthologCounts } from './OrthologCounts';
import { ParalogList } from './ParalogList';
import { PantherFamily, PantherSource } from './PantherNotes';
import { homologsLocusName } from './paralogLinks';
import { usePantherData } from './usePantherData';

export const NO_HOMOLOGS_TEXT = 'This locus does not have any plant homologs in PANTHER.';

function HomologsSubsection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="subtitle2" component="h3" id={headingId} sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function LocusHomologs({ locusName }: { locusName: string }) {
  const { paralogs, orthologs, treeId } = usePantherData(locusName);
  const loaded = paralogs !== undefined && orthologs !== undefined;
  const noHomologs = loaded && paralogs.length === 0 && orthologs.length === 0;
  return (
    <Stack spacing={2}>
      <PantherFamily treeId={treeId} loading={!loaded} />
      {noHomologs ? (
        <EmptyText text={NO_HOMOLOGS_TEXT} />
      ) : (
        <>
          {/* 002 §2.4: '{product} paralogs', with the genus as the product. */}
          <HomologsSubsection title="Arabidopsis paralogs">
            {paralogs === undefined ? (
              <LoadingLines label="Loading paralogs" />
            ) : (
              <ParalogList locusName={locusName} paralogs={paralogs} treeId={treeId} />
            )}
          </HomologsSubsection>
          <HomologsSubsection title="Plant orthologs">
            {orthologs === undefined ? (
              <LoadingLines label="Loading orthologs" />
            ) : (
              <OrthologCounts locusName={locusName} orthologs={orthologs} treeId={treeId} />
            )}
          </HomologsSubsection>
        </>
      )}
      <PantherSource />
    </Stack>
  );
}

/** 002 §2.4 Homologs: PANTHER paralogs and plant orthologs of the locus named at `field.locusName`. */
export function Homologs({ field, value, record }: RendererProps<'homologs'>) {
  const locusName = homologsLocusName(record, value, field.locusName);
  if (!locusName) return <EmptyText text={field.empty} />;
  // Keyed by locus so that moving to another locus starts from a closed dialog.
  return <LocusHomologs key={locusName} locusName={locusName} />;
}
