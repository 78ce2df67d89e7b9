import Button from '@mui/material/Button';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { FieldOfKind } from '../../engine/config/format';
import { storeAnnotationSearch } from '../../engine/annotationSearch';
import { fillHref } from '../../engine/templates';

export const VIEW_ALL_TEXT = 'View Complete List';

interface ViewAllButtonProps {
  viewAll: FieldOfKind<'table'>['viewAll'];
  record: unknown;
  /** Shows every row in place, for a table whose config names nowhere to go. */
  onShowAll: () => void;
}

/**
 * 002 §9: 'View Complete List' opens the full list: a page named by `viewAll.href`, or the annotation results
 * page after the search is stored (002 §5). Without either, the table itself stops cutting rows off.
 */
export function ViewAllButton({ viewAll, record, onShowAll }: ViewAllButtonProps) {
  const navigate = useNavigate();
  const text = viewAll?.text ?? VIEW_ALL_TEXT;
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
  const open = search ? () => void navigate(storeAnnotationSearch(search, record)) : onShowAll;
  return (
    <Button onClick={open} variant="outlined" size="small">
      {text}
    </Button>
  );
}
