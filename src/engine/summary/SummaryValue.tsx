import Box from '@mui/material/Box';
import { Fragment } from 'react';
import { ResolvedLinkView } from '../../renderers/link/ResolvedLinkView';
import type { ResolvedSummaryItem } from './resolveSummary';

// The record's name reads first and larger; a state the reader must not miss (obsolete) in the error colour, in
// words, so that it does not rest on colour alone.
const emphasisSx = {
  name: { fontSize: '1.125rem', fontWeight: 700, lineHeight: 1.35 },
  alert: { color: 'error.main', fontWeight: 700 },
} as const;

/** One item's value: '2 gene models: ' when counted, the elements separated by commas, 'and 3 more' past the limit. */
export function SummaryValue({ item }: { item: ResolvedSummaryItem }) {
  return (
    <Box component="span" sx={item.emphasis ? emphasisSx[item.emphasis] : undefined}>
      {item.lead ? `${item.lead}: ` : null}
      {item.parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && ', '}
          <ResolvedLinkView link={part} external={item.external} inText />
        </Fragment>
      ))}
      {item.more > 0 ? ` and ${item.more} more` : null}
    </Box>
  );
}
