import Box from '@mui/material/Box';
import { featureKindNames, type GeneFeature } from './geneFeatures';
import { formatPosition, intervalLength } from './geneStructureModel';

// Read by screen readers, not shown: the figure says the same to sighted readers. The wrapper, not the table,
// is clipped: a table ignores its own width and would still stretch the page.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Every feature of the figure, 5′ → 3′, as a table (coordinates as given: end first on the reverse strand). */
export function GeneFeatureTable({ rows, reverse }: { rows: GeneFeature[]; reverse: boolean }) {
  return (
    <Box sx={visuallyHidden}>
      <table>
        <caption>Gene features, 5′ to 3′{reverse ? ' (reverse strand)' : ''}</caption>
        <thead>
          <tr>
            <th scope="col">Feature</th>
            <th scope="col">Start</th>
            <th scope="col">End</th>
            <th scope="col">Length (bp)</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${index}-${row.kind}-${row.start}`}>
              <th scope="row">{featureKindNames[row.kind]}</th>
              <td>{formatPosition(reverse ? row.end : row.start)}</td>
              <td>{formatPosition(reverse ? row.start : row.end)}</td>
              <td>{formatPosition(intervalLength(row))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
