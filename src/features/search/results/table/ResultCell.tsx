import type { ReactNode } from 'react';
import { safeHref } from '../../../../engine/templates';
import { htmlText } from '../../../../renderers/html/htmlText';
import { asDate, asList, formatDate, itemText, linkGroups } from './cellText';
import { formatQuantity, formatYear } from '../../../../ui/format/numbers';
import { isPortalPath, TABLE_LINK } from '../../../../ui/table/portalLinks';
import { WHOLE_VALUE } from '../../../../ui/table/tableStyles';
import { hasMarkup, sanitized, type Sanitize } from './htmlCells';
import { CODE_LIST_PREVIEW, LIST_PREVIEW, listPreview } from './listPreview';
import { CommaSeparated, PreviewedList, RESULT_WRAP } from './PreviewedList';
import { isResultLink, type ResultColumn, type ResultLink } from './resultColumn';

/** Class names the table styles once (ResultsTable's bodyCellStyles): nothing here computes a style per cell. */
export const RESULT_HTML = 'results-html';

/**
 * A name that links when the column gives it a path, and stays text when it does not (or when the path is not a
 * safe one). Portal paths open in this tab (the table sends the click through the router); other addresses leave
 * the portal in a new tab, but mail links, which would leave that tab blank.
 */
function NameLink({ href, name, whole }: { href: string | undefined; name: string; whole: boolean | undefined }) {
  const safe = href === undefined ? undefined : safeHref(href);
  if (!safe) return <Whole whole={whole}>{name}</Whole>;
  const newTab = !isPortalPath(safe) && !safe.startsWith('mailto:');
  return (
    <a className={whole ? `${TABLE_LINK} ${WHOLE_VALUE}` : TABLE_LINK} href={safe} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {name}
    </a>
  );
}

/** A code or number, which moves to the next line only whole; any other text as it is. */
function Whole({ whole, children }: { whole: boolean | undefined; children: ReactNode }) {
  return whole ? <span className={WHOLE_VALUE}>{children}</span> : <>{children}</>;
}

function linkItems<Row>(column: ResultColumn<Row>, row: Row, links: readonly ResultLink[]): ReactNode[] {
  return links.map((link, index) => <NameLink key={index} href={column.href?.(row, link)} name={link.name} whole={column.identifier} />);
}

/**
 * A list cell: whole when short, else its first items and '+N more' (listPreview.ts), so a row stays about three
 * lines tall. `item` draws one item from its text (the first perhaps shortened) and its place in the list.
 */
function ListCell<Row>({ column, texts, item }: { column: ResultColumn<Row>; texts: readonly string[]; item: (text: string, index: number) => ReactNode }) {
  const items = texts.map(item);
  const preview = listPreview(texts, column.identifier ? CODE_LIST_PREVIEW : LIST_PREVIEW);
  if (!preview) return <CommaSeparated items={items} />;
  return <PreviewedList items={items} preview={preview.shown.map(item)} hidden={preview.hidden} header={column.header} />;
}

/**
 * Server HTML: sanitised (once per fragment, see htmlCells.ts) when it holds markup, plain text when it holds none.
 * Until the sanitiser has loaded, the fragment's text.
 */
function HtmlCell({ html, sanitize }: { html: string; sanitize: Sanitize | undefined }) {
  if (!hasMarkup(html)) return <span className={RESULT_HTML}>{html}</span>;
  if (!sanitize) return <span className={RESULT_HTML}>{htmlText(html)}</span>;
  return <span className={RESULT_HTML} data-sanitized dangerouslySetInnerHTML={{ __html: sanitized(sanitize, html) }} />;
}

/** One cell of the results table, drawn by the column's kind (001 §3.2 cell kinds). */
export function ResultCell<Row>({ column, row, sanitize }: { column: ResultColumn<Row>; row: Row; sanitize: Sanitize | undefined }) {
  const value = column.value(row);
  switch (column.kind) {
    case 'number':
      return <Whole whole>{typeof value === 'number' ? formatQuantity(value) : itemText(value)}</Whole>;
    case 'year':
      return <Whole whole>{formatYear(itemText(value))}</Whole>;
    case 'date': {
      const date = asDate(value);
      return date ? <time dateTime={date.toISOString().slice(0, 10)}>{formatDate(date)}</time> : <>{itemText(value)}</>;
    }
    case 'html':
      return typeof value === 'string' && value !== '' ? <HtmlCell html={value} sanitize={sanitize} /> : null;
    case 'name_link': {
      const name = itemText(value);
      return name === '' ? null : <NameLink href={column.href?.(row, value)} name={name} whole={column.identifier} />;
    }
    case 'name_list': {
      const item = (text: string, index: number) => (
        <Whole key={index} whole={column.identifier}>
          {text}
        </Whole>
      );
      return <ListCell column={column} texts={asList(value).map(itemText)} item={item} />;
    }
    case 'name_links': {
      const links = asList(value).filter(isResultLink);
      const item = (text: string, index: number) => <NameLink key={index} href={column.href?.(row, links[index])} name={text} whole={column.identifier} />;
      return <ListCell column={column} texts={links.map((link) => link.name)} item={item} />;
    }
    case 'name_links_multi':
      // One line per group (e.g. per locus), so that which models belong to which locus stays readable.
      return (
        <>
          {linkGroups(value).map((group, index) => (
            <div key={index} className={RESULT_WRAP}>
              {group.label && `${group.label}: `}
              <CommaSeparated items={linkItems(column, row, group.links)} />
            </div>
          ))}
        </>
      );
    default:
      return <Whole whole={column.identifier}>{asList(value).map(itemText).join(', ')}</Whole>;
  }
}
