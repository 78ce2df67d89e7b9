import { getByPath } from '../../../engine/paths';
import { fillHref } from '../../../engine/templates';
import type { ResultColumn, ResultLink } from './table/resultColumn';
import { resultColumns, rowLabelFields, type ColumnSpec, type DocKind } from './resultColumns';

/** One record of a search answer: every doc has an `id` (contract), the rest depends on the category. */
export type ResultDoc = Record<string, unknown> & { id: string };

const isLinkObject = (value: unknown): value is ResultLink =>
  typeof value === 'object' && value !== null && typeof (value as ResultLink).name === 'string';

/** List cells of links accept bare names too (gene model names): each becomes a link named and keyed by itself. */
function asLinks(value: unknown): ResultLink[] {
  const items = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  return items.flatMap((item): ResultLink[] => {
    if (isLinkObject(item)) return [{ id: String(item.id ?? ''), name: item.name }];
    if (typeof item === 'string' && item !== '') return [{ id: item, name: item }];
    return [];
  });
}

/** A text read as the list it writes out; its cell text (sorting, downloads) joins the items back as they were. */
const splitBy = (separator: string, read: (row: ResultDoc) => unknown) => (row: ResultDoc) => {
  const value = read(row);
  return typeof value === 'string' ? value.split(separator).filter((item) => item.trim() !== '') : value;
};

/** The router path of one link: a `{ id, name }` value fills the template itself, a plain value lets the row fill it. */
function linkHref(template: string, row: ResultDoc, item: unknown): string | undefined {
  // No value, no link: an empty reference must not become a link built from the row's own key.
  if (item === null || item === undefined || item === '') return undefined;
  return fillHref(template, { item: isLinkObject(item) ? item : row, record: row });
}

/** A column of the data configs, as the results table draws it. */
export function toTableColumn(spec: ColumnSpec): ResultColumn<ResultDoc> {
  const read = (row: ResultDoc) => getByPath(row, spec.field);
  const column: ResultColumn<ResultDoc> = {
    id: spec.id,
    header: spec.header,
    kind: spec.kind,
    value: spec.kind === 'name_links' ? (row) => asLinks(read(row)) : spec.separator !== undefined ? splitBy(spec.separator, read) : read,
    ...(spec.width !== undefined ? { width: spec.width } : {}),
    ...(spec.identifier ? { identifier: true } : {}),
  };
  const template = spec.link;
  if (template) {
    column.href = (row, item) => linkHref(template, row, spec.kind === 'name_link' ? read(row) : item);
  }
  return column;
}

const built = new Map<DocKind, ResultColumn<ResultDoc>[]>();

/** The table columns of a kind of doc, built once and shared (the table compares columns by identity). */
export function tableColumnsFor(kind: DocKind): ResultColumn<ResultDoc>[] {
  let columns = built.get(kind);
  if (!columns) {
    columns = resultColumns[kind].map(toTableColumn);
    built.set(kind, columns);
  }
  return columns;
}

/** The checkbox name of a row, from the kind's label fields (the first filled one for descriptions' null models). */
export function rowLabelFor(kind: DocKind): ((row: ResultDoc) => string) | undefined {
  const fields = rowLabelFields[kind];
  if (!fields) return undefined;
  return (row) =>
    fields
      .map((field) => getByPath(row, field))
      .filter((value): value is string | number => (typeof value === 'string' && value !== '') || typeof value === 'number')
      .join(' ');
}
