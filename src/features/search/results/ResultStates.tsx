import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Notice } from '../../../ui/Notice';
import { resultCategories, type ResultCategoryName } from './resultCategories';
import type { WidenedSearch } from './widenedSearches';

// The states of a results page besides the table itself (001 §4): loading, failed, empty, or an address that
// names no search.

export const LOADING_TEXT = 'Loading results…';
// 001 §8 shows no message for a failed search; one neutral sentence tells the reader the empty table is not an answer.
export const FAILED_TEXT = 'The search could not be completed, so there are no results to show.';
const SEARCH_OVERVIEW = '/search/overview';

const newSearchPath = (category: ResultCategoryName | undefined) =>
  (category && resultCategories[category].newSearchPath) ?? SEARCH_OVERVIEW;

function NewSearchButton({ category }: { category: ResultCategoryName | undefined }) {
  return (
    <Button component={RouterLink} to={newSearchPath(category)} variant="contained" size="small" sx={{ mt: 1 }}>
      New Search
    </Button>
  );
}

export function LoadingResults() {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }}>
      <CircularProgress size={20} aria-hidden />
      <Typography>{LOADING_TEXT}</Typography>
    </Box>
  );
}

/** `reason`: the server's sentence when it refused the reader (a gene action needs a subscription or usage units, or
 * the address has met a gene-action limit). */
export function FailedSearchNote({ reason }: { reason?: string | undefined }) {
  return (
    <Typography role="status" sx={{ py: 1 }}>
      {reason ?? FAILED_TEXT}
    </Typography>
  );
}

export const WIDEN_HEADING = 'Widen the search:';

/**
 * No record matched: says what was searched and offers a new search. A general search is named by its text; a form's
 * search by the criteria the reader set, in the form's words (`criteria`, once the form's config has loaded), with
 * links to the same search widened.
 */
export function EmptyResults({
  category,
  searched,
  criteria,
  widenings = [],
}: {
  category: ResultCategoryName;
  /** The general search's text, quoted. */
  searched?: string | undefined;
  criteria?: string | undefined;
  widenings?: readonly WidenedSearch[];
}) {
  const title = resultCategories[category].title.toLowerCase();
  return (
    <Box sx={{ py: 2 }} data-testid="empty-results">
      <Typography role="status">{searched ? `No ${title} matched your search for ${searched}.` : `No ${title} matched your search.`}</Typography>
      {criteria && <Typography sx={{ mt: 1 }}>You searched for: {criteria}.</Typography>}
      {widenings.length > 0 && (
        <Box component="nav" aria-label="Wider searches" sx={{ mt: 1 }}>
          <Typography>{WIDEN_HEADING}</Typography>
          <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
            {widenings.map(({ label, href }) => (
              <li key={href}>
                <Link component={RouterLink} to={href}>
                  {label}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      )}
      <NewSearchButton category={category} />
    </Box>
  );
}

export function UnreadableAddress({ category, message }: { category: ResultCategoryName | undefined; message: string }) {
  return (
    <Box sx={{ py: 1 }}>
      <Notice tone="error">{message}</Notice>
      <NewSearchButton category={category} />
    </Box>
  );
}
