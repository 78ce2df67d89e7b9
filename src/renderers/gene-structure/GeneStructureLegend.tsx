import Box from '@mui/material/Box';
import type { GeneFeatureKind } from './geneFeatures';
import { featureKindNames } from './geneFeatures';
import { featureColors, SHORT_BOX, TALL_BOX } from './featureStyles';

const SWATCH = 16;

function Swatch({ kind }: { kind: GeneFeatureKind }) {
  const height = kind === 'fivePrimeUtr' || kind === 'threePrimeUtr' ? (SHORT_BOX / TALL_BOX) * SWATCH : SWATCH;
  return (
    <svg width={SWATCH} height={SWATCH} aria-hidden="true" focusable="false">
      {kind === 'intron' ? (
        <polyline points={`0,12 8,4 16,12`} fill="none" stroke={featureColors.intron} strokeWidth={1.5} />
      ) : (
        <rect x={0} y={(SWATCH - height) / 2} width={SWATCH} height={height} fill={featureColors[kind]} />
      )}
    </svg>
  );
}

/** What each shape and colour stands for; only the kinds the figure shows. */
export function GeneStructureLegend({ kinds }: { kinds: GeneFeatureKind[] }) {
  return (
    <Box
      component="ul"
      aria-label="Legend"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', m: 0, p: 0, typography: 'body2' }}
    >
      {kinds.map((kind) => (
        <Box component="li" key={kind} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Swatch kind={kind} />
          {featureKindNames[kind]}
        </Box>
      ))}
    </Box>
  );
}
