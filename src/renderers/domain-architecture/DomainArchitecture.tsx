import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { RendererProps } from '../../engine/rendererProps';
import { EmptyText } from '../../ui/EmptyText';
import { DomainFigure } from './DomainFigure';
import { DomainList } from './DomainList';
import { domainModel, domainSummary } from './domainModel';
import { useElementWidth } from './useElementWidth';

/** Widest layout; on a wider page the figure keeps this width, like the gene structure figure. */
const MAX_WIDTH = 800;

/**
 * The protein's domains drawn on its sequence (N-terminus left): boxes on a ruler of residue positions, overlapping
 * hits stacked in rows, each box a link to the domain's database entry. The numbered list under it names every
 * domain in words, which also serves screen readers and boxes too narrow for their label.
 */
export function DomainArchitecture({ field, value, record }: RendererProps<'domainArchitecture'>) {
  const model = useMemo(() => domainModel(field, value, record), [field, value, record]);
  const [measure, width] = useElementWidth(MAX_WIDTH);
  if (!model) return <EmptyText text={field.empty} />;
  const summary = domainSummary(model);
  return (
    <Stack spacing={1} useFlexGap sx={{ maxWidth: MAX_WIDTH, minWidth: 0 }}>
      <Box ref={measure} sx={{ width: '100%' }}>
        {model.drawn.length > 0 ? (
          <DomainFigure model={model} width={Math.min(width, MAX_WIDTH)} title={`${field.label}: N-terminus left, C-terminus right`} description={summary} />
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            No domain can be drawn: their positions are unknown or reach beyond the sequence.
          </Typography>
        )}
      </Box>
      <DomainList model={model} />
    </Stack>
  );
}
