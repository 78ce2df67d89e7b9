import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import type { SectionConfig } from '../config/format';
import { FieldErrorBoundary } from '../views/FieldErrorBoundary';
import { FieldView } from './FieldView';

interface Props {
  section: SectionConfig;
  record: Record<string, unknown>;
  recordType: string;
}

const headingSx = { mb: 1, outline: 'none', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } } as const;

/** One section: its heading is the scroll target and the hash anchor; each field is isolated from the others. */
export const SectionView = memo(function SectionView({ section, record, recordType }: Props) {
  return (
    <Paper
      component="section"
      id={section.id}
      aria-labelledby={`${section.id}-heading`}
      variant="outlined"
      data-section-id={section.id}
      sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}
    >
      {/* Focus arrives here from the side navigation: keyboard users see where they landed, pointer users nothing. */}
      <Typography id={`${section.id}-heading`} variant="h5" component="h2" tabIndex={-1} sx={headingSx}>
        {section.label}
      </Typography>
      <FieldErrorBoundary where={`${recordType} › ${section.id}`}>
        {section.fields.map((field, index) => (
          <FieldView key={`${field.label}-${index}`} field={field} record={record} recordType={recordType} sectionId={section.id} index={index} />
        ))}
      </FieldErrorBoundary>
    </Paper>
  );
});
