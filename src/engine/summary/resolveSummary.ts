// The summary band's items resolved against a record: the texts and links to show, with empty items left out.
// Pure and defensive, like the derivations: whatever the record holds, nothing here throws past `resolveSummaryItems`.
import type { SummaryConfig, SummaryItem, SummaryLocationItem, SummaryValueItem } from '../config/summaryFormat';
import { meetsCondition } from '../conditions';
import { formatValue } from '../formatters';
import { getByPath } from '../paths';
import { fillHref, fillText } from '../templates';
import { formatLocation, readStrand } from './location';
import { readSource } from './readSource';

/** One element of an item: its text, and where it links (undefined: plain text). */
export interface SummaryPart {
  text: string;
  href: string | undefined;
}

export interface ResolvedSummaryItem {
  label: string;
  parts: SummaryPart[];
  /** 'Two gene models' before the parts, when the item counts them. */
  lead: string | undefined;
  /** Elements past the item's limit, said as 'and 3 more'. */
  more: number;
  external: boolean;
  emphasis: SummaryValueItem['emphasis'];
  wide: boolean;
}

function valueParts(item: SummaryValueItem, record: unknown): SummaryPart[] {
  const parts: SummaryPart[] = [];
  const seen = new Set<string>();
  for (const element of readSource(item, record)) {
    const scope = { item: element, record };
    const text = (item.text ? fillText(item.text, scope) : formatValue(element, item.format)).trim();
    if (text === '') continue;
    const href = item.href ? fillHref(item.href, scope) : undefined;
    // Several gene models of one locus name the locus once.
    const key = `${text}\u0000${href ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    parts.push({ text, href });
  }
  return parts;
}

function locationParts(item: SummaryLocationItem, record: unknown): SummaryPart[] {
  const place = readSource(item, record)[0];
  const text = formatLocation({
    chromosome: getByPath(place, item.chromosome),
    start: getByPath(place, item.start),
    end: getByPath(place, item.end),
    strand: item.strand ? readStrand(item.strand, record) : undefined,
  });
  return text ? [{ text, href: undefined }] : [];
}

function resolveItem(item: SummaryItem, record: unknown): ResolvedSummaryItem | undefined {
  if (item.showIf && !meetsCondition(item.showIf, record)) return undefined;
  const all = item.kind === 'location' ? locationParts(item, record) : valueParts(item, record);
  if (all.length === 0) return undefined;
  const valueItem = item.kind === 'value' ? item : undefined;
  const count = valueItem?.count;
  const limit = valueItem?.limit ?? all.length;
  return {
    label: item.label,
    parts: all.slice(0, limit),
    lead: count ? `${all.length} ${all.length === 1 ? count.one : count.other}` : undefined,
    more: Math.max(0, all.length - limit),
    external: valueItem?.external ?? false,
    emphasis: valueItem?.emphasis,
    wide: item.wide ?? false,
  };
}

/** The items with something to show, in config order. An item that cannot be read is left out, not the band. */
export function resolveSummaryItems(items: NonNullable<SummaryConfig['items']>, record: unknown): ResolvedSummaryItem[] {
  return items.flatMap((item) => {
    try {
      const resolved = resolveItem(item, record);
      return resolved ? [resolved] : [];
    } catch (error) {
      console.warn(`The summary item "${item.label}" could not be read.`, error);
      return [];
    }
  });
}

const placeholder = /\{[^{}]+\}/g;

/** The line naming the record under its heading: the parts whose placeholders all have a value, joined by ' · '. */
export function resolveNameLine(parts: NonNullable<SummaryConfig['nameLine']>, record: unknown): string {
  const scope = { item: record, record };
  return parts
    .filter((part) => (part.match(placeholder) ?? []).every((expression) => fillText(expression, scope).trim() !== ''))
    .map((part) => fillText(part, scope).trim())
    .filter(Boolean)
    .join(' · ');
}
