import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import type { RecordTypeConfigData } from '../config/format';
import { FieldErrorBoundary } from '../views/FieldErrorBoundary';
import { resolveSummaryItems, type ResolvedSummaryItem } from './resolveSummary';
import { SummaryValue } from './SummaryValue';

const DEFAULT_LABEL = 'At a glance';

// Label beside value in a column of labels on a wider screen; on a phone each item is one run of text, its label
// leading ('Location Chr1:3,631–5,899 …'), so that values use the whole width and the band fits the first screen
// under the site's header.
const entrySx = {
  display: { xs: 'block', sm: 'grid' },
  gridTemplateColumns: '9rem minmax(0, 1fr)',
  columnGap: 1.5,
  alignItems: 'baseline',
  py: 0.25,
} as const;

const labelSx = { display: { xs: 'inline', sm: 'block' }, mr: { xs: 1, sm: 0 }, color: 'text.secondary', fontWeight: 600 } as const;
const valueSx = { display: { xs: 'inline', sm: 'block' }, m: 0, minWidth: 0, overflowWrap: 'anywhere' } as const;

function SummaryEntry({ item }: { item: ResolvedSummaryItem }) {
  return (
    <Box sx={{ ...entrySx, gridColumn: item.wide ? '1 / -1' : undefined }} data-summary-item={item.label}>
      <Typography component="dt" variant="body2" sx={labelSx}>
        {item.label}
      </Typography>
      <Typography component="dd" variant="body2" sx={valueSx}>
        <SummaryValue item={item} />
      </Typography>
    </Box>
  );
}

/**
 * The summary band above a detail page's sections: the record at a glance, as the config's `summary.items` say
 * (config/summaryFormat.ts). A definition list in a light card, two columns on a wide screen and one on a phone;
 * items with nothing to show are left out, and a band with no items is not drawn at all. Memoised: the layout
 * re-renders as the reader scrolls from section to section, the record does not change.
 */
export const RecordSummary = memo(function RecordSummary({ config, record }: { config: RecordTypeConfigData; record: Record<string, unknown> }) {
  const summary = config.summary;
  if (!summary?.items) return null;
  const items = resolveSummaryItems(summary.items, record);
  if (items.length === 0) return null;
  return (
    <Box
      component="section"
      aria-label={summary.label ?? DEFAULT_LABEL}
      data-record-summary
      sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 1, bgcolor: '#f4f8f4', px: { xs: 1.5, sm: 2 }, py: { xs: 0.75, sm: 1 }, mb: 2 }}
    >
      <FieldErrorBoundary where={`${config.type} › summary band`}>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, columnGap: 3 }}
        >
          {items.map((item, index) => (
            <SummaryEntry key={`${item.label}-${index}`} item={item} />
          ))}
        </Box>
      </FieldErrorBoundary>
    </Box>
  );
});
