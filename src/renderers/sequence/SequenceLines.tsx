import Box from '@mui/material/Box';
import { memo, useMemo } from 'react';
import { MAX_BOX_HEIGHT } from '../../ui/ScrollBox';
import { linePosition, sequenceLines, type SequenceLine } from './sequenceFormat';

const LINE_HEIGHT_PX = 20;
// Lines are grouped so that the browser can skip laying out groups scrolled out of view (content-visibility):
// a 35,000-residue protein is 700 lines, 7 groups.
const LINES_PER_GROUP = 100;

function groupLines(lines: SequenceLine[]): SequenceLine[][] {
  const groups: SequenceLine[][] = [];
  for (let index = 0; index < lines.length; index += LINES_PER_GROUP) groups.push(lines.slice(index, index + LINES_PER_GROUP));
  return groups;
}

/** Characters in the widest line: the size a skipped group keeps, so the box is as wide as its text. */
const widestLine = (lines: SequenceLine[]): number =>
  lines.reduce((widest, line) => Math.max(widest, linePosition(line.start).length + 1 + line.blocks.length), 0);

const LineGroup = memo(function LineGroup({ lines }: { lines: SequenceLine[] }) {
  return (
    <Box
      sx={{
        contentVisibility: 'auto',
        containIntrinsicSize: `auto ${widestLine(lines)}ch auto ${lines.length * LINE_HEIGHT_PX}px`,
      }}
    >
      {lines.map((line) => (
        <div key={line.start} data-sequence-line>
          {/* Position numbers are not selectable, so selecting the text by hand copies residues only. */}
          <Box component="span" sx={{ color: 'text.secondary', userSelect: 'none' }}>
            {linePosition(line.start)}
          </Box>{' '}
          {line.blocks}
        </div>
      ))}
    </Box>
  );
});

/** 002 §2.4: the sequence in numbered lines of 50 residues in blocks of 10, scrolling inside its box. */
export const SequenceLines = memo(function SequenceLines({ sequence, label }: { sequence: string; label: string }) {
  const groups = useMemo(() => groupLines(sequenceLines(sequence)), [sequence]);
  return (
    <Box
      // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={{
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
        fontSize: '0.875rem',
        lineHeight: `${LINE_HEIGHT_PX}px`,
        whiteSpace: 'pre',
        overflow: 'auto',
        maxHeight: MAX_BOX_HEIGHT,
        width: 'fit-content',
        maxWidth: '100%',
        boxSizing: 'border-box',
        p: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {groups.map((lines) => (
        <LineGroup key={lines[0]?.start} lines={lines} />
      ))}
    </Box>
  );
});
