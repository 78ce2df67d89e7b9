import { htmlText } from '../../../../renderers/html/htmlText';
import { isResultLink, type ResultColumn, type ResultLink, type ResultLinkGroup } from './resultColumn';

/** A value as a list: arrays stay, one value becomes a list of one, nothing becomes an empty list. */
export function asList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.filter((item) => item !== null && item !== undefined && item !== '');
  return value === null || value === undefined || value === '' ? [] : [value];
}

/** The text of one list item: a link shows its name. */
export function itemText(item: unknown): string {
  if (isResultLink(item)) return item.name;
  if (typeof item === 'string') return item;
  if (typeof item === 'number' || typeof item === 'boolean') return String(item);
  return '';
}

/** The groups of a name_links_multi value; a bare list of link lists is accepted as unlabelled groups. */
export function linkGroups(value: unknown): ResultLinkGroup[] {
  return asList(value).flatMap((group): ResultLinkGroup[] => {
    if (Array.isArray(group)) return [{ links: group.filter(isResultLink) }];
    if (typeof group === 'object' && group !== null && Array.isArray((group as ResultLinkGroup).links)) {
      const { label, links } = group as ResultLinkGroup;
      return [{ label, links: links.filter(isResultLink) }];
    }
    return [];
  });
}

export function groupText(group: ResultLinkGroup): string {
  const names = group.links.map((link: ResultLink) => link.name).join(', ');
  return group.label ? `${group.label}: ${names}` : names;
}

/** A date value (ISO text, epoch milliseconds or Date) as a Date, or undefined when it is not one. */
export function asDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  if (value === '') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Dates are read in UTC (001 §9), so a date never shifts by a day with the reader's time zone. */
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function formatDate(date: Date): string {
  return dateFormat.format(date);
}

/**
 * The plain text of a cell: what sorting falls back to, what downloads write and what a row's checkbox is named
 * after. Lists are comma-separated; groups are separated by semicolons; dates are ISO (YYYY-MM-DD) so that a
 * spreadsheet reads them as dates.
 */
export function cellText<Row>(column: ResultColumn<Row>, row: Row): string {
  const value = column.value(row);
  switch (column.kind) {
    case 'html':
      return typeof value === 'string' ? htmlText(value) : itemText(value);
    case 'date':
      return asDate(value)?.toISOString().slice(0, 10) ?? itemText(value);
    case 'name_links_multi':
      return linkGroups(value).map(groupText).join('; ');
    default:
      return asList(value).map(itemText).filter((text) => text !== '').join(', ');
  }
}
