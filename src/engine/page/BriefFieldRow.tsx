import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { FieldConfig } from '../config/format';
import { NOT_SPECIFIED } from '../formatters';
import { DEFAULT_EMPTY_TEXT } from '../rendererProps';
import { EmptyText } from '../../ui/EmptyText';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { NO_COMMENTS_TEXT } from '../../renderers/comments/Comments';

/** The text a field's renderer shows when it has nothing: its config's, else the renderer's own default. */
export function emptyTextOf(field: FieldConfig): string {
  if (field.empty !== undefined) return field.empty;
  if (field.kind === 'comments') return NO_COMMENTS_TEXT;
  // 002 §4: a missing date shows 'Not specified'.
  if (field.kind === 'text' && field.format === 'date') return NOT_SPECIFIED;
  return DEFAULT_EMPTY_TEXT;
}

interface Props {
  field: FieldConfig;
  labelId: string;
  /** A field named like its section would repeat the heading: its label is then for screen readers only. */
  showLabel: boolean;
  /** What stands in for the empty text (a showIf field's `otherwise`). */
  content?: ReactNode;
}

/**
 * A field of a section with nothing in this record (SectionView): its label and its empty text on one line, in place
 * of the full row and the renderer, so that a record with little data makes a short page.
 */
export function BriefFieldRow({ field, labelId, showLabel, content }: Props) {
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1, minWidth: 0 }}>
      <Typography id={labelId} variant="body2" component="div" sx={showLabel ? { fontWeight: 600, color: 'text.secondary' } : visuallyHidden}>
        {field.label}
      </Typography>
      {content ?? <EmptyText text={emptyTextOf(field)} />}
    </Box>
  );
}
