import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import type { FieldConfig, SectionConfig } from '../config/format';
import { FieldErrorBoundary } from '../views/FieldErrorBoundary';
import { FieldView } from './FieldView';
import { fieldHasData, sectionHasData } from './recordEmptiness';

interface Props {
  section: SectionConfig;
  record: Record<string, unknown>;
  recordType: string;
  /** The record has little data (recordEmptiness.ts): its empty fields are brief in every section. */
  briefEmptyFields?: boolean;
}

const headingSx = { outline: 'none', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } } as const;
const briefListSx = { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 3, rowGap: 0.5, minWidth: 0 } as const;

type Run = { brief: boolean; fields: { field: FieldConfig; index: number }[] };

/** The section's fields in runs: consecutive brief (empty) fields share a line; the others stand alone. */
function fieldRuns(fields: readonly FieldConfig[], isBrief: (field: FieldConfig) => boolean): Run[] {
  const runs: Run[] = [];
  fields.forEach((field, index) => {
    const brief = isBrief(field);
    const last = runs.at(-1);
    if (brief && last?.brief) last.fields.push({ field, index });
    else runs.push({ brief, fields: [{ field, index }] });
  });
  return runs;
}

/**
 * One section: its heading is the scroll target and the hash anchor; each field is isolated from the others. A
 * section with nothing in this record is brief: its heading and its fields' empty texts on a line or two, so that a
 * record with little data makes a short page (it stays in the side navigation and keeps its anchor). In a record
 * with little data the empty fields of the other sections are brief too.
 */
export const SectionView = memo(function SectionView({ section, record, recordType, briefEmptyFields = false }: Props) {
  const brief = !sectionHasData(section, record);
  const runs = fieldRuns(section.fields, (field) => brief || (briefEmptyFields && !fieldHasData(field, record)));
  const fieldView = ({ field, index }: Run['fields'][number], briefRun: boolean) => (
    <FieldView
      key={`${field.label}-${index}`}
      field={field}
      record={record}
      recordType={recordType}
      sectionId={section.id}
      index={index}
      // A field named like its section would repeat the heading; screen readers still hear its label.
      brief={briefRun ? { showLabel: field.label !== section.label } : undefined}
    />
  );
  return (
    <Paper
      component="section"
      id={section.id}
      aria-labelledby={`${section.id}-heading`}
      variant="outlined"
      data-section-id={section.id}
      data-brief={brief ? '' : undefined}
      sx={
        brief
          ? { px: { xs: 1.5, sm: 2 }, py: 0.75, mb: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 3, rowGap: 0.5 }
          : { p: { xs: 1.5, sm: 2 }, mb: 2 }
      }
    >
      {/* Focus arrives here from the side navigation: keyboard users see where they landed, pointer users nothing. */}
      <Typography id={`${section.id}-heading`} variant={brief ? 'h6' : 'h5'} component="h2" tabIndex={-1} sx={{ ...headingSx, mb: brief ? 0 : 1 }}>
        {section.label}
      </Typography>
      <FieldErrorBoundary where={`${recordType} › ${section.id}`}>
        {runs.map((run) =>
          run.brief ? (
            <Box key={`brief-${run.fields[0]!.index}`} sx={{ ...briefListSx, py: brief ? 0 : 1 }}>
              {run.fields.map((item) => fieldView(item, true))}
            </Box>
          ) : (
            run.fields.map((item) => fieldView(item, false))
          ),
        )}
      </FieldErrorBoundary>
    </Paper>
  );
});
