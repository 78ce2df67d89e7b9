import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ComponentType, ReactNode } from 'react';
import type { FieldConfig, RendererKind } from '../config/format';
import type { RendererProps } from '../rendererProps';
import { meetsCondition } from '../conditions';
import { readField } from '../readField';
import { useViewer, viewerMaySee } from '../useViewer';
import { rendererRegistry } from '../registry';
import { FieldErrorBoundary } from '../views/FieldErrorBoundary';
import { UnknownRenderer } from '../views/UnknownRenderer';
import { BriefFieldRow } from './BriefFieldRow';

// Wide renderers take the full width under their label; the rest sit beside a label column.
const blockKinds: ReadonlySet<RendererKind> = new Set([
  'table',
  'genomeBrowser',
  'homologs',
  'expressionImage',
  'comments',
  'sequence',
  'geneStructure',
  'domainArchitecture',
]);

interface Props {
  field: FieldConfig;
  record: Record<string, unknown>;
  recordType: string;
  sectionId: string;
  /** Position in the section: makes the label's id unique even when two fields share a label. */
  index: number;
  /** In a section with nothing in this record (SectionView): the field's empty text beside its label, nothing more. */
  brief?: { showLabel: boolean } | undefined;
}

/** A field, or its `otherwise` text, or nothing: as its showIf and showTo conditions decide. */
export function FieldView(props: Props) {
  const { field, record } = props;
  if (field.showTo) return <ViewerGatedField {...props} />;
  if (field.showIf && !meetsCondition(field.showIf, record)) {
    return field.otherwise === undefined ? null : <FieldRow {...props} content={<Typography variant="body2">{field.otherwise}</Typography>} />;
  }
  return <FieldRow {...props} />;
}

/** Fields shown only to some logged-in viewers (000 §6): nothing at all for anyone else, nor while the profile loads. */
function ViewerGatedField(props: Props) {
  const viewer = useViewer();
  const { field, record } = props;
  if (!field.showTo || !viewerMaySee(field.showTo, viewer, record)) return null;
  return <FieldView {...props} field={{ ...field, showTo: undefined }} />;
}

function FieldRow({ field, record, recordType, sectionId, index, content, brief }: Props & { content?: ReactNode }) {
  if (brief) return <BriefFieldRow field={field} labelId={`${sectionId}-field-${index}`} showLabel={brief.showLabel} content={content} />;
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
          {content ?? (Renderer ? (
            <Renderer field={field} value={readField(field, record)} record={record} recordType={recordType} sectionId={sectionId} />
          ) : (
            <UnknownRenderer recordType={recordType} sectionId={sectionId} path={field.path} kind={field.kind} />
          ))}
        </FieldErrorBoundary>
      </Box>
    </Box>
  );
}
