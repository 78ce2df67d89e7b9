import Box from '@mui/material/Box';
import { FIGURE_MARGIN, FIGURE_WIDTH } from './GeneStructureFigure';
import { formatPosition, type GeneStructureModel } from './geneStructureModel';

// The figure's side margins as a share of its width, so the labels sit under the ends of the axis at any width.
const SIDE = `${(FIGURE_MARGIN / FIGURE_WIDTH) * 100}%`;

/** The gene's 5′ and 3′ end positions under the ends of the figure's axis. */
export function GeneStructureAxis({ model }: { model: GeneStructureModel }) {
  const fivePrimeEnd = model.reverse ? model.span.end : model.span.start;
  const threePrimeEnd = model.reverse ? model.span.start : model.span.end;
  return (
    <Box
      data-gene-axis
      sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, px: SIDE, maxWidth: FIGURE_WIDTH, typography: 'body2' }}
    >
      <span>{formatPosition(fivePrimeEnd)}</span>
      <span>{formatPosition(threePrimeEnd)}</span>
    </Box>
  );
}
