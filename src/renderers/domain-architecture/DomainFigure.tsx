import Box from '@mui/material/Box';
import { useId } from 'react';
import { domainFills } from './domainColors';
import { residueRange, type DomainModel, type DrawnDomain } from './domainModel';
import { rulerTicks } from './rulerTicks';

// Pixel units: the figure is laid out for the width it is given (useElementWidth), so its text keeps the page's
// size at any width instead of shrinking with a scaled viewBox.
const SIDE = 12;
const ROW_HEIGHT = 30;
const BOX_HEIGHT = 22;
const BACKBONE_HEIGHT = 8;
const RULER_HEIGHT = 30;
const FONT_SIZE = 12;
/** A generous average glyph width at FONT_SIZE, so a label judged to fit does fit. */
const GLYPH = 7.2;

const textWidth = (text: string) => text.length * GLYPH + 8;

/** What a box can show inside itself: its label, else its number (the list names it), else nothing. */
export function boxText(domain: Pick<DrawnDomain, 'label' | 'key'>, boxWidth: number): string {
  if (textWidth(domain.label) <= boxWidth) return domain.label;
  if (textWidth(String(domain.key)) <= boxWidth) return String(domain.key);
  return '';
}

interface Props {
  model: DomainModel;
  width: number;
  title: string;
  description: string;
}

/** The sequence as a grey bar with a ruler under it; each domain a box on its residues, linked to its database entry. */
export function DomainFigure({ model, width, title, description }: Props) {
  const titleId = useId();
  const descriptionId = useId();
  const span = Math.max(1, width - 2 * SIDE);
  // Residue r covers [x(r), x(r + 1)): a one-residue domain is still a visible sliver.
  const x = (residue: number) => SIDE + ((residue - 1) / model.length) * span;
  const rowsHeight = Math.max(1, model.rows) * ROW_HEIGHT;
  const height = rowsHeight + RULER_HEIGHT;
  const fills = domainFills(model.drawn.map((domain) => domain.label));
  const ticks = rulerTicks(model.length, span);

  return (
    <Box
      component="svg"
      role="group"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      sx={{
        display: 'block',
        overflow: 'visible',
        // The focused domain is outlined, so a keyboard user sees which link is next.
        '& a:focus': { outline: 'none' },
        '& a:focus-visible rect': { stroke: '#000', strokeWidth: 3 },
        '& a:hover rect': { opacity: 0.85 },
      }}
    >
      <title id={titleId}>{title}</title>
      <desc id={descriptionId}>{description}</desc>
      <rect x={SIDE} y={ROW_HEIGHT / 2 - BACKBONE_HEIGHT / 2} width={span} height={BACKBONE_HEIGHT} rx={2} fill="#bdbdbd" />
      {model.drawn.map((domain) => {
        const left = x(domain.start);
        const boxWidth = Math.max(2, x(domain.end + 1) - left);
        const top = domain.row * ROW_HEIGHT + (ROW_HEIGHT - BOX_HEIGHT) / 2;
        const text = boxText(domain, boxWidth);
        const name = `${domain.key}. ${domain.label}, ${residueRange(domain)}${domain.note ? ` (${domain.note})` : ''}`;
        const box = (
          <>
            <rect data-domain={domain.key} x={left} y={top} width={boxWidth} height={BOX_HEIGHT} rx={4} fill={fills.get(domain.label)} />
            {text && (
              <text x={left + boxWidth / 2} y={top + BOX_HEIGHT / 2 + FONT_SIZE / 3} textAnchor="middle" fontSize={FONT_SIZE} fill="#fff" aria-hidden="true">
                {text}
              </text>
            )}
          </>
        );
        return domain.href ? (
          <a key={domain.key} href={domain.href} target="_blank" rel="noopener noreferrer" aria-label={name}>
            <title>{name}</title>
            {box}
          </a>
        ) : (
          <g key={domain.key} role="img" aria-label={name}>
            <title>{name}</title>
            {box}
          </g>
        );
      })}
      <g data-ruler aria-hidden="true" fontSize={FONT_SIZE} fill="#424242">
        <line x1={SIDE} x2={SIDE + span} y1={rowsHeight + 4} y2={rowsHeight + 4} stroke="#757575" />
        {ticks.map((tick, index) => {
          const at = tick === model.length ? SIDE + span : x(tick);
          const anchor = index === 0 ? 'start' : index === ticks.length - 1 ? 'end' : 'middle';
          return (
            <g key={tick}>
              <line x1={at} x2={at} y1={rowsHeight} y2={rowsHeight + 8} stroke="#757575" />
              <text x={at} y={rowsHeight + 22} textAnchor={anchor}>
                {tick.toLocaleString('en-US')}
              </text>
            </g>
          );
        })}
      </g>
    </Box>
  );
}
