import type { GeneFeatureKind, Interval } from './geneFeatures';
import { featureColors, SHORT_BOX, TALL_BOX } from './featureStyles';
import { intervalLength, type GeneStructureModel } from './geneStructureModel';

// Drawing units; the SVG scales to its container through the viewBox. The axis positions are HTML text under the
// figure (GeneStructureAxis), so that they stay readable when the figure shrinks on a narrow screen.
export const FIGURE_WIDTH = 800;
export const FIGURE_MARGIN = 28;
const WIDTH = FIGURE_WIDTH;
const MARGIN = FIGURE_MARGIN;
const HEIGHT = 58;
const TRACK_Y = 26;
const AXIS_Y = 52;
const CHEVRON_RISE = 9;

interface Scale {
  /** Left edge of an interval, drawn 5′ → 3′. */
  x: (interval: Interval) => number;
  width: (interval: Interval) => number;
}

function scaleFor(model: GeneStructureModel): Scale {
  const unit = (WIDTH - 2 * MARGIN) / intervalLength(model.span);
  const fromFivePrime = (interval: Interval) =>
    model.reverse ? model.span.end - interval.end : interval.start - model.span.start;
  return {
    x: (interval) => MARGIN + fromFivePrime(interval) * unit,
    // At least half a unit wide, so a 1-bp feature in a long gene still shows.
    width: (interval) => Math.max(0.5, intervalLength(interval) * unit),
  };
}

interface BoxesProps {
  kind: GeneFeatureKind;
  intervals: Interval[];
  height: number;
  scale: Scale;
}

function Boxes({ kind, intervals, height, scale }: BoxesProps) {
  return intervals.map((interval, index) => (
    <rect
      key={`${index}-${interval.start}-${interval.end}`}
      data-feature={kind}
      x={scale.x(interval)}
      y={TRACK_Y - height / 2}
      width={scale.width(interval)}
      height={height}
      fill={featureColors[kind]}
    />
  ));
}

/** The gene model drawn to scale, 5′ on the left: introns as chevrons, exons and CDS tall, UTRs short; an axis below. */
export function GeneStructureFigure({ model, label }: { model: GeneStructureModel; label: string }) {
  const scale = scaleFor(model);
  const hasCodingParts = model.coding.length + model.fivePrimeUtrs.length + model.threePrimeUtrs.length > 0;
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" style={{ maxWidth: WIDTH, display: 'block' }}>
      {model.introns.map((intron, index) => {
        const left = scale.x(intron);
        const right = left + scale.width(intron);
        return (
          <polyline
            key={`${index}-${intron.start}-${intron.end}`}
            points={`${left},${TRACK_Y} ${(left + right) / 2},${TRACK_Y - CHEVRON_RISE} ${right},${TRACK_Y}`}
            fill="none"
            stroke={featureColors.intron}
            strokeWidth={1.5}
          />
        );
      })}
      {/* With coding parts listed, exons form the short base and the coding parts rise above it. */}
      <Boxes kind="exon" intervals={model.exons} height={hasCodingParts ? SHORT_BOX : TALL_BOX} scale={scale} />
      <Boxes kind="fivePrimeUtr" intervals={model.fivePrimeUtrs} height={SHORT_BOX} scale={scale} />
      <Boxes kind="threePrimeUtr" intervals={model.threePrimeUtrs} height={SHORT_BOX} scale={scale} />
      <Boxes kind="cds" intervals={model.coding} height={TALL_BOX} scale={scale} />
      <g fill="#333333" fontSize={13} fontFamily="inherit">
        <text x={MARGIN - 6} y={TRACK_Y + 4} textAnchor="end">
          5′
        </text>
        <text x={WIDTH - MARGIN + 6} y={TRACK_Y + 4}>
          3′
        </text>
        <line x1={MARGIN} x2={WIDTH - MARGIN} y1={AXIS_Y} y2={AXIS_Y} stroke="#757575" />
        <line x1={MARGIN} x2={MARGIN} y1={AXIS_Y - 4} y2={AXIS_Y + 4} stroke="#757575" />
        <line x1={WIDTH - MARGIN} x2={WIDTH - MARGIN} y1={AXIS_Y - 4} y2={AXIS_Y + 4} stroke="#757575" />
      </g>
    </svg>
  );
}
