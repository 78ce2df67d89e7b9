/** A link inside a result doc: the contract gives every linked record as its key and its display name. */
export interface ResultLink {
  id: string;
  name: string;
}

/** One group of links in a `name_links_multi` cell, e.g. the gene models of one locus. */
export interface ResultLinkGroup {
  label?: string;
  links: readonly ResultLink[];
}

/** The cell kinds of 001 §3.2 plus plain text, numbers (quantities), years and dates. */
export type ResultCellKind = 'text' | 'number' | 'year' | 'name_link' | 'name_list' | 'name_links' | 'name_links_multi' | 'html' | 'date';

/** A column of the results table: what it shows, how it sorts and what a download writes for it. */
export interface ResultColumn<Row> {
  id: string;
  header: string;
  kind: ResultCellKind;
  /** The raw value rendered in the cell (a string, number, string[], ResultLink, ResultLink[], ResultLinkGroup[]). */
  value: (row: Row) => unknown;
  /** Router-internal path for link kinds; `item` is the link (name_links, name_links_multi) or the value (name_link). */
  href?: (row: Row, item?: unknown) => string | undefined;
  /** Defaults to true, except for the ids 001 §2.3 lists as not sortable. */
  sortable?: boolean;
  /** Defaults to a key derived from `value` by kind (see sortKeys.ts). null or '' sorts last in both directions. */
  sortValue?: (row: Row) => string | number | null;
  /** Text written to TSV/CSV downloads; defaults to the cell's plain text. */
  exportValue?: (row: Row) => string;
  width?: number | string;
  /** Its values are codes (AGI codes, DOIs, accessions) that may wrap only whole; numbers and years always are. */
  identifier?: boolean;
}

// 001 §2.3: these columns never sort, whatever the category.
export const NOT_SORTABLE_IDS: ReadonlySet<string> = new Set([
  'row_number', 'selected', 'desc', 'tv', 'assoc_data', 'assoc_data_child', 'description', 'stock_number', 'donor',
]);

export function isSortable<Row>(column: ResultColumn<Row>): boolean {
  return column.sortable ?? !NOT_SORTABLE_IDS.has(column.id);
}

export function isResultLink(value: unknown): value is ResultLink {
  return typeof value === 'object' && value !== null && 'name' in value && typeof (value as ResultLink).name === 'string';
}
