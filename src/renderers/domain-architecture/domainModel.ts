// The protein domain drawing's model: which domains can be drawn on the sequence, in which row, and which cannot.
// Pure functions, so the rules (bad positions, stacking) are tested without rendering.
import type { FieldOfKind } from '../../engine/config/format';
import { parsePosition } from '../../engine/genomeBrowser/genomeBrowserUrl';
import { asList, getByPath } from '../../engine/paths';
import { fillHref, fillText } from '../../engine/templates';

export interface Domain {
  /** 1-based number in reading order (by start), shown on the box and in the list. */
  key: number;
  label: string;
  href: string | undefined;
  note: string;
  start: number | undefined;
  end: number | undefined;
}

export interface DrawnDomain extends Domain {
  start: number;
  end: number;
  row: number;
}

export interface DomainModel {
  /** Residues on the ruler. */
  length: number;
  drawn: DrawnDomain[];
  rows: number;
  /** Domains without usable positions or reaching past the sequence's end: listed, not drawn. */
  notDrawn: Domain[];
}

type Field = FieldOfKind<'domainArchitecture'>;

function readDomain(field: Field, item: unknown, record: unknown): Omit<Domain, 'key'> {
  const scope = { item, record };
  let start = parsePosition(getByPath(item, field.start));
  let end = parsePosition(getByPath(item, field.end));
  // A hit whose end lies before its start cannot be placed: neither position is trusted.
  if (start !== undefined && end !== undefined && end < start) start = end = undefined;
  return {
    label: fillText(field.text, scope).trim() || 'Unnamed domain',
    href: field.href ? fillHref(field.href, scope) : undefined,
    note: field.note ? fillText(field.note, scope).trim() : '',
    start,
    end,
  };
}

const placeable = (domain: Domain, length: number | undefined): domain is Domain & { start: number; end: number } =>
  domain.start !== undefined && domain.end !== undefined && (length === undefined || domain.end <= length);

/**
 * Rows for overlapping domains: each domain, longest first among those starting together, goes into the first row
 * where it overlaps nothing, so a row never holds two boxes on the same residues.
 */
export function stackRows<T extends { start: number; end: number }>(domains: readonly T[]): (T & { row: number })[] {
  const rowEnds: number[] = [];
  return domains.map((domain) => {
    let row = rowEnds.findIndex((end) => end < domain.start);
    if (row === -1) row = rowEnds.length;
    rowEnds[row] = domain.end;
    return { ...domain, row };
  });
}

/** By start, the longer first when two start together; domains without a start last, in the order given. */
function readingOrder(a: Omit<Domain, 'key'>, b: Omit<Domain, 'key'>): number {
  if (a.start === undefined || b.start === undefined) return (a.start === undefined ? 1 : 0) - (b.start === undefined ? 1 : 0);
  return a.start - b.start || (b.end ?? 0) - (a.end ?? 0);
}

export function domainModel(field: Field, value: unknown, record: unknown): DomainModel | undefined {
  const items = asList(value).filter((item) => item !== null && typeof item === 'object');
  if (items.length === 0) return undefined;
  const sequenceLength = parsePosition(getByPath(record, field.length));
  const domains = items
    .map((item) => readDomain(field, item, record))
    .sort(readingOrder)
    .map((domain, index) => ({ ...domain, key: index + 1 }));
  const placed = domains.filter((domain) => placeable(domain, sequenceLength));
  const length = sequenceLength ?? Math.max(0, ...placed.map((domain) => domain.end));
  const drawn = stackRows(placed);
  return {
    length,
    drawn,
    rows: Math.max(0, ...drawn.map((domain) => domain.row + 1)),
    notDrawn: domains.filter((domain) => !placeable(domain, sequenceLength)),
  };
}

/** '14–160' or what is known of a domain's positions. */
export function residueRange(domain: Pick<Domain, 'start' | 'end'>): string {
  if (domain.start !== undefined && domain.end !== undefined) return `residues ${domain.start.toLocaleString('en-US')}–${domain.end.toLocaleString('en-US')}`;
  return 'positions unknown';
}

/** The figure's description: how many domains on how long a sequence, in how many rows. */
export function domainSummary(model: DomainModel): string {
  const count = (n: number, noun: string) => `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;
  const parts = [`${count(model.drawn.length, 'domain')} on ${count(model.length, 'residue')}`];
  if (model.rows > 1) parts.push(`overlapping domains stacked in ${model.rows} rows`);
  if (model.notDrawn.length > 0) parts.push(`${count(model.notDrawn.length, 'domain')} not drawn (positions unknown or beyond the sequence)`);
  return `${parts.join('; ')}.`;
}
