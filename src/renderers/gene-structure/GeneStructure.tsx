import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { RendererProps } from '../../engine/rendererProps';
import { EmptyText } from '../../ui/EmptyText';
import { GeneFeatureTable } from './GeneFeatureTable';
import { GeneStructureAxis } from './GeneStructureAxis';
import { GeneStructureFigure } from './GeneStructureFigure';
import { GeneStructureLegend } from './GeneStructureLegend';
import { geneStructureModel, geneStructureSummary } from './geneStructureModel';

/**
 * A figure of a gene model from its features (exons, CDS/ORF, UTRs, introns), drawn to scale 5′ → 3′. Beyond the
 * spec's tables: a picture of what the Gene Features table lists. Screen readers get a summary and a hidden table.
 */
export function GeneStructure({ field, value }: RendererProps<'geneStructure'>) {
  const model = useMemo(() => geneStructureModel(value), [value]);
  if (!model) return <EmptyText text={field.empty} />;
  return (
    <Stack spacing={1} useFlexGap sx={{ position: 'relative', maxWidth: 800 }}>
      <div>
        <GeneStructureFigure model={model} label={geneStructureSummary(model)} />
        <GeneStructureAxis model={model} />
      </div>
      {model.reverse && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Reverse strand: drawn 5′ → 3′, so coordinates decrease from left to right.
        </Typography>
      )}
      <GeneStructureLegend kinds={model.kinds} />
      <GeneFeatureTable rows={model.rows} reverse={model.reverse} />
    </Stack>
  );
}
