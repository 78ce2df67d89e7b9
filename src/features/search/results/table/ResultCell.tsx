import Box from '@mui/material/Box';
import { Fragment, type ReactNode } from 'react';
import { SafeHtml } from '../../../../renderers/html/SafeHtml';
import { AppLink } from '../../../../renderers/link/AppLink';
import { asDate, asList, formatDate, itemText, linkGroups } from './cellText';
import { isResultLink, type ResultColumn, type ResultLink } from './resultColumn';

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** A name that links when the column gives it a path, and stays text when it does not. */
function NameLink({ href, name, inText }: { href: string | undefined; name: string; inText: boolean }) {
  return href ? (
    <AppLink href={href} inText={inText}>
      {name}
    </AppLink>
  ) : (
    <>{name}</>
  );
}

/** Items on one line separated by ', '; the line wraps anywhere so one long list cannot widen the table. */
function CommaSeparated({ items }: { items: ReactNode[] }) {
  return (
    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
      {items.map((item, index) => (
        <Fragment key={index}>
          {index > 0 && ', '}
          {item}
        </Fragment>
      ))}
    </Box>
  );
}

function linkItems<Row>(column: ResultColumn<Row>, row: Row, links: readonly ResultLink[]): ReactNode[] {
  // Several links in one cell are underlined: colour alone would not tell them from the commas between them.
  return links.map((link, index) => <NameLink key={index} href={column.href?.(row, link)} name={link.name} inText={links.length > 1} />);
}

/** One cell of the results table, drawn by the column's kind (001 §3.2 cell kinds). */
export function ResultCell<Row>({ column, row }: { column: ResultColumn<Row>; row: Row }) {
  const value = column.value(row);
  switch (column.kind) {
    case 'number':
      return <>{typeof value === 'number' && Number.isFinite(value) ? numberFormat.format(value) : itemText(value)}</>;
    case 'date': {
      const date = asDate(value);
      return date ? <time dateTime={date.toISOString().slice(0, 10)}>{formatDate(date)}</time> : <>{itemText(value)}</>;
    }
    case 'html':
      return typeof value === 'string' && value !== '' ? <SafeHtml html={value} inline /> : null;
    case 'name_link': {
      const name = itemText(value);
      return name === '' ? null : <NameLink href={column.href?.(row, value)} name={name} inText={false} />;
    }
    case 'name_list':
      return <CommaSeparated items={asList(value).map(itemText)} />;
    case 'name_links':
      return <CommaSeparated items={linkItems(column, row, asList(value).filter(isResultLink))} />;
    case 'name_links_multi':
      // One line per group (e.g. per locus), so that which models belong to which locus stays readable.
      return (
        <>
          {linkGroups(value).map((group, index) => (
            <Box key={index} sx={{ overflowWrap: 'anywhere' }}>
              {group.label && `${group.label}: `}
              <CommaSeparated items={linkItems(column, row, group.links)} />
            </Box>
          ))}
        </>
      );
    default:
      return <>{asList(value).map(itemText).join(', ')}</>;
  }
}
