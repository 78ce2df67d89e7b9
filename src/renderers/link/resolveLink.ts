import { formatValue } from '../../engine/formatters';
import { asList } from '../../engine/paths';
import { fillHref, fillText } from '../../engine/templates';

/** The link options every link-drawing kind shares (href and text templates). */
export interface LinkTemplates {
  href?: string | undefined;
  text?: string | undefined;
}

/** A link ready to draw: `href` is undefined when the template could not be filled safely (then it is plain text). */
export interface ResolvedLink {
  text: string;
  href: string | undefined;
}

/**
 * Resolves one element: text from the text template (or the element itself when it is a plain value), href from
 * the href template. Nothing to show at all gives undefined; a link without text shows its URL.
 */
export function resolveLink(templates: LinkTemplates, item: unknown, record: unknown): ResolvedLink | undefined {
  const scope = { item, record };
  const href = templates.href ? fillHref(templates.href, scope) : undefined;
  const text = (templates.text ? fillText(templates.text, scope) : formatValue(item, undefined)).trim();
  if (text !== '') return { text, href };
  return href ? { text: href, href } : undefined;
}

/** Every element of a list value resolved; elements with nothing to show are dropped. */
export function resolveLinks(templates: LinkTemplates, value: unknown, record: unknown): ResolvedLink[] {
  return asList(value)
    .map((item) => resolveLink(templates, item, record))
    .filter((link): link is ResolvedLink => link !== undefined);
}
