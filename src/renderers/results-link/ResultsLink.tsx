import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { RendererProps } from '../../engine/rendererProps';
import { formatValue } from '../../engine/formatters';
import { isEmptyValue } from '../../engine/paths';
import { fillText } from '../../engine/templates';
import { EmptyText } from '../../ui/EmptyText';
import { useResultsLink } from './useResultsLink';

/**
 * A link to the results page for a search built from the record, e.g. a publication's annotation count leading to
 * those annotations (002 §4). Without the values the search needs, the text stands alone.
 */
export function ResultsLink({ field, value, record }: RendererProps<'resultsLink'>) {
  const { href, handlers } = useResultsLink(field.results, record);
  const readsValue = field.path !== undefined || field.derive !== undefined;
  if (readsValue && isEmptyValue(value)) return <EmptyText text={field.empty} />;
  const item = value ?? record;
  const text = (field.text ? fillText(field.text, { item, record }) : formatValue(item, undefined)).trim();
  if (text === '') return <EmptyText text={field.empty} />;
  return (
    <Typography variant="body2" component="span">
      {href ? (
        <Link component={RouterLink} to={href} {...handlers}>
          {text}
        </Link>
      ) : (
        text
      )}
    </Typography>
  );
}
