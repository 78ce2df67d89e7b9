import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import type { FieldConfig, RendererKind } from '../config/format';
import type { RendererProps } from '../rendererProps';
import { readField } from '../readField';
import { rendererRegistry } from '../registry';
import { FieldErrorBoundary } from '../views/FieldErrorBoundary';
import { UnknownRenderer } from '../views/UnknownRenderer';

// Wide renderers take the full width under their label; the rest sit beside a label column.
const blockKinds: ReadonlySet<RendererKind> = new Set([
  'table',
  'genomeBrowser',
  'homologs',
  'expressionImage',
  'comments',
  'sequence',
  'geneStructure',
]);

interface Props {
  field: FieldConfig;
  record: Record<string, unknown>;
  recordType: string;
  sectionId: string;
  /** Position in the section: makes the label's id unique even when two fields share a label. */
  index: number;
}

export function FieldView({ field, record, recordType, sectionId, index }: Props) {
  const where = `${recordType} › ${sectionId} › ${field.label}`;
  const Renderer = (rendererRegistry as Record<string, ComponentType<RendererProps> | undefined>)[field.kind];
  const block = blockKinds.has(field.kind);
  const labelId = `${sectionId}-field-${index}`;

  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{
        display: 'grid',
        gridTemplateColumns: block ? '1fr' : { xs: '1fr', sm: '200px minmax(0, 1fr)' },
        columnGap: 2,
        rowGap: 0.5,
        py: 1,
        borderBottom: '1px solid',
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Typography id={labelId} variant="body2" component="div" sx={{ fontWeight: 600, color: 'text.secondary' }}>
        {field.label}
        {field.help ? (
          <Typography variant="caption" component="p" sx={{ fontWeight: 400 }}>
            {field.help}
          </Typography>
        ) : null}
      </Typography>
      <Box sx={{ minWidth: 0 }}>
        <FieldErrorBoundary where={where}>
          {Renderer ? (
            <Renderer field={field} value={readField(field, record)} record={record} recordType={recordType} sectionId={sectionId} />
          ) : (
            <UnknownRenderer recordType={recordType} sectionId={sectionId} path={field.path} kind={field.kind} />
          )}
        </FieldErrorBoundary>
      </Box>
    </Box>
  );
}
