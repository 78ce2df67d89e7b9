import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../../api/client';
import { NotFoundView } from '../../../engine/views/NotFoundView';
import { Notice } from '../../../ui/Notice';
import { PageBreadcrumbs } from '../../../ui/PageBreadcrumbs';

/** The page one level below a browse list (an experiment, a gene family): which list it belongs to. */
export interface ParentList {
  label: string;
  path: string;
}

/** Home > Browse > {list} > {page}, the page's heading and its document title. */
export function CollectionChildFrame({ parent, title, kind, children }: { parent: ParentList; title: string; kind: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `TAIR - ${kind}: ${title}`;
  }, [kind, title]);
  return (
    <Box sx={{ minWidth: 0 }}>
      <PageBreadcrumbs crumbs={[{ label: 'Home', to: '/' }, { label: 'Browse', to: '/browse/overview' }, { label: parent.label, to: parent.path }, { label: title }]} />
      <Typography variant="overline" component="p" color="text.secondary">
        {kind}
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** While the page's one call is on its way. */
export function CollectionChildLoading({ what }: { what: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 2 }}>
      <CircularProgress size={20} aria-hidden="true" />
      Loading {what}…
    </Box>
  );
}

/**
 * The call failed (not a 404): say so, and offer the list. A member the server refused (403: the page's record is
 * subscription content) is told what would open it instead.
 */
export function CollectionChildFailed({ what, parent, error }: { what: string; parent: ParentList; error?: unknown }) {
  const refusal = error instanceof ApiError ? error.reason : undefined;
  return (
    <Box sx={{ my: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Notice tone="error">{refusal ?? `The ${what} could not be loaded. Please try again later.`}</Notice>
      <BackToList parent={parent} />
    </Box>
  );
}

/** 002 §8: an unknown name or key ends on the not-found view, with the way back to the list. */
export function CollectionChildNotFound({ recordType, reason, parent }: { recordType: string; reason: string; parent: ParentList }) {
  return (
    <>
      <NotFoundView recordType={recordType} reason={reason} />
      <Box sx={{ mt: 1 }}>
        <BackToList parent={parent} />
      </Box>
    </>
  );
}

function BackToList({ parent }: { parent: ParentList }) {
  return (
    <Typography>
      See the list of{' '}
      <Link component={RouterLink} to={parent.path}>
        {parent.label}
      </Link>
      .
    </Typography>
  );
}

/** A record's facts as label/value pairs; values may hold links. */
export function FactList({ facts }: { facts: readonly { label: string; value: ReactNode }[] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' }, columnGap: 3, rowGap: { xs: 0.5, sm: 1 }, my: 2 }}
    >
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
            {fact.label}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {fact.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
