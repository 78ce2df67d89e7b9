import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import type { SectionConfig } from '../config/format';
import { FieldErrorBoundary } from '../views/FieldErrorBoundary';
import { FieldView } from './FieldView';
import { sectionHasData } from './recordEmptiness';

interface Props {
  section: SectionConfig;
  record: Record<string, unknown>;
  recordType: string;
}

const headingSx = { outline: 'none', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } } as const;

/**
 * One section: its heading is the scroll target and the hash anchor; each field is isolated from the others. A
 * section with nothing in this record is brief: its heading and its fields' empty texts on a line or two, so that a
 * record with little data makes a short page (it stays in the side navigation and keeps its anchor).
 */
export const SectionView = memo(function SectionView({ section, record, recordType }: Props) {
  const brief = !sectionHasData(section, record);
  return (
    <Paper
      component="section"
      id={section.id}
      aria-labelledby={`${section.id}-heading`}
      variant="outlined"
      data-section-id={section.id}
      data-brief={brief ? '' : undefined}
      sx={brief ? { px: { xs: 1.5, sm: 2 }, py: 1, mb: 1.5 } : { p: { xs: 1.5, sm: 2 }, mb: 2 }}
    >
      {/* Focus arrives here from the side navigation: keyboard users see where they landed, pointer users nothing. */}
      <Typography
        id={`${section.id}-heading`}
        variant={brief ? 'h6' : 'h5'}
        component="h2"
        tabIndex={-1}
        sx={{ ...headingSx, mb: brief ? 0.5 : 1 }}
      >
        {section.label}
      </Typography>
      <FieldErrorBoundary where={`${recordType} › ${section.id}`}>
        {brief ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}>
            {section.fields.map((field, index) => (
              <FieldView
                key={`${field.label}-${index}`}
                field={field}
                record={record}
                recordType={recordType}
                sectionId={section.id}
                index={index}
                // A field named like its section would repeat the heading; screen readers still hear its label.
                brief={{ showLabel: field.label !== section.label }}
              />
            ))}
          </Box>
        ) : (
          section.fields.map((field, index) => (
            <FieldView key={`${field.label}-${index}`} field={field} record={record} recordType={recordType} sectionId={section.id} index={index} />
          ))
        )}
      </FieldErrorBoundary>
    </Paper>
  );
});
