import { formatters } from './formatters';
import type { FormatterName } from './formatters/names';
import { getByPath } from './paths';

// Templates: '{path}' reads from the current item, '{^path}' from the record, '{$}' is the item itself,
// '{path|formatter}' applies a named formatter. In URLs every value is URL-encoded.
const placeholder = /\{([^{}]+)\}/g;

export interface TemplateScope {
  item: unknown;
  record: unknown;
}

function readPlaceholder(expression: string, scope: TemplateScope): string {
  const [rawPath = '', formatter] = expression.split('|').map((part) => part.trim());
  const value =
    rawPath === '$'
      ? scope.item
      : rawPath.startsWith('^')
        ? getByPath(scope.record, rawPath.slice(1))
        : getByPath(scope.item, rawPath);
  if (formatter && formatter in formatters) return formatters[formatter as FormatterName](value);
  if (value === null || value === undefined || typeof value === 'object') return '';
  return String(value);
}

export function fillText(template: string, scope: TemplateScope): string {
  return template.replace(placeholder, (_, expression: string) => readPlaceholder(expression, scope));
}

/** Fills a link template; returns undefined when a placeholder is missing, so no link to '?key=' is drawn. */
export function fillHref(template: string, scope: TemplateScope): string | undefined {
  let missing = false;
  const href = template.replace(placeholder, (_, expression: string, offset: number) => {
    const text = readPlaceholder(expression, scope);
    if (text === '') missing = true;
    // A placeholder that opens the template is a whole base URL ('{url}', '{baseUrl}{id}'): kept as is,
    // then vetted by safeHref. Anywhere else it is a value inside the URL and is encoded.
    return offset === 0 ? text : encodeURIComponent(text);
  });
  return missing ? undefined : safeHref(href);
}

/** Only http(s), mailto and same-site paths may become links: no javascript: or data: URLs from data. */
export function safeHref(href: string): string | undefined {
  const trimmed = href.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  try {
    const url = new URL(trimmed);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Paths a template reads, for the config checker ('^' paths are record paths). */
export function templatePaths(template: string): { item: string[]; record: string[] } {
  const item: string[] = [];
  const record: string[] = [];
  for (const match of template.matchAll(placeholder)) {
    const path = (match[1] ?? '').split('|')[0]?.trim() ?? '';
    if (path === '$' || path === '') continue;
    if (path.startsWith('^')) record.push(path.slice(1));
    else item.push(path);
  }
  return { item, record };
}
