import Button from '@mui/material/Button';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { FieldOfKind, ResultsSearch } from '../../engine/config/format';
import { storeAnnotationSearch } from '../../engine/annotationSearch';
import { fillHref } from '../../engine/templates';
import { useResultsLink } from '../results-link/useResultsLink';

export const VIEW_ALL_TEXT = 'View Complete List';

interface ViewAllButtonProps {
  viewAll: FieldOfKind<'table'>['viewAll'];
  record: unknown;
  /** Shows every row in place, for a table whose config names nowhere to go. */
  onShowAll: () => void;
}

interface ButtonProps {
  text: string;
  record: unknown;
  onShowAll: () => void;
}

/** The results page for a search built from the record; a record without the values it needs shows every row here. */
function ResultsButton({ results, text, record, onShowAll }: ButtonProps & { results: ResultsSearch }) {
  const { href, handlers } = useResultsLink(results, record);
  if (!href) return <ShowAllButton text={text} onShowAll={onShowAll} />;
  return (
    <Button component={RouterLink} to={href} variant="outlined" size="small" {...handlers}>
      {text}
    </Button>
  );
}

function ShowAllButton({ text, onShowAll }: Pick<ButtonProps, 'text' | 'onShowAll'>) {
  return (
    <Button onClick={onShowAll} variant="outlined" size="small">
      {text}
    </Button>
  );
}

/**
 * 002 §9: 'View Complete List' opens the full list: the results page for a search built from the record
 * (`viewAll.results`), a page named by `viewAll.href`, or the annotation results page after the search is stored
 * (002 §5). Without any of them, the table itself stops cutting rows off.
 */
export function ViewAllButton({ viewAll, record, onShowAll }: ViewAllButtonProps) {
  const navigate = useNavigate();
  const text = viewAll?.text ?? VIEW_ALL_TEXT;
  if (viewAll?.results) return <ResultsButton results={viewAll.results} text={text} record={record} onShowAll={onShowAll} />;
  const href = viewAll?.href ? fillHref(viewAll.href, { item: record, record }) : undefined;
  if (href?.startsWith('/')) {
    return (
      <Button component={RouterLink} to={href} variant="outlined" size="small">
        {text}
      </Button>
    );
  }
  if (href) {
    return (
      <Button href={href} target="_blank" rel="noopener noreferrer" variant="outlined" size="small">
        {text}
      </Button>
    );
  }
  const search = viewAll?.search;
  if (!search) return <ShowAllButton text={text} onShowAll={onShowAll} />;
  return (
    <Button onClick={() => void navigate(storeAnnotationSearch(search, record))} variant="outlined" size="small">
      {text}
    </Button>
  );
}
