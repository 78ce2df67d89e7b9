import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { domainFills } from './domainColors';
import { residueRange, type Domain, type DomainModel } from './domainModel';

/** A domain's number on a chip of its box's colour: the key between the list and a box too narrow for its label. */
function Key({ domain, fill }: { domain: Domain; fill: string | undefined }) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={{
        display: 'inline-flex',
        justifyContent: 'center',
        minWidth: 24,
        px: 0.5,
        borderRadius: 1,
        bgcolor: fill ?? 'transparent',
        color: fill ? '#fff' : 'text.secondary',
        border: fill ? 0 : '1px dashed',
        fontSize: 12,
        lineHeight: '20px',
      }}
    >
      {domain.key}
    </Box>
  );
}

function DomainItem({ domain, fill }: { domain: Domain; fill: string | undefined }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'baseline', gap: 1, py: 0.25 }}>
      <Key domain={domain} fill={fill} />
      <span>
        {domain.href ? (
          <Link href={domain.href} target="_blank" rel="noopener noreferrer">
            {domain.label}
          </Link>
        ) : (
          domain.label
        )}
        {`, ${residueRange(domain)}`}
        {domain.note && <Box component="span" sx={{ color: 'text.secondary' }}>{` — ${domain.note}`}</Box>}
      </span>
    </Box>
  );
}

/**
 * Every domain in words, numbered as in the drawing: the text alternative of the figure and the legend of boxes too
 * narrow for their label. Domains that could not be placed are listed apart, saying why.
 */
export function DomainList({ model }: { model: DomainModel }) {
  const fills = domainFills(model.drawn.map((domain) => domain.label));
  const list = { m: 0, p: 0, listStyle: 'none', typography: 'body2' };
  return (
    <>
      {model.drawn.length > 0 && (
        <Box component="ol" aria-label="Domains in the drawing" sx={list}>
          {model.drawn.map((domain) => (
            <DomainItem key={domain.key} domain={domain} fill={fills.get(domain.label)} />
          ))}
        </Box>
      )}
      {model.notDrawn.length > 0 && (
        <Box component="ol" aria-label="Domains not drawn: positions unknown or beyond the sequence" sx={list}>
          {model.notDrawn.map((domain) => (
            <DomainItem key={domain.key} domain={domain} fill={undefined} />
          ))}
        </Box>
      )}
    </>
  );
}
