import { formatValue } from '../../engine/formatters';
import { asList, getByPath } from '../../engine/paths';
import { fillText } from '../../engine/templates';
import { resolveLink, type LinkTemplates, type ResolvedLink } from '../link/resolveLink';

export interface NotedLink extends ResolvedLink {
  note: string;
}

export interface LinkGroup {
  heading: string;
  links: NotedLink[];
}

export interface LinkListOptions extends LinkTemplates {
  note?: string | undefined;
  groupBy?: string | undefined;
  itemsPath?: string | undefined;
}

function notedLinks(options: LinkListOptions, items: unknown[], record: unknown): NotedLink[] {
  return items.flatMap((item) => {
    const link = resolveLink(options, item, record);
    if (!link) return [];
    const note = options.note ? fillText(options.note, { item, record }).trim() : '';
    return [{ ...link, note }];
  });
}

/**
 * The list as groups. Without `groupBy` there is one group with no heading. With `itemsPath` each element is a
 * group that holds its own items (external link groups); without it, flat elements are gathered under the value
 * of `groupBy`, in the order the headings first appear. Groups with nothing to show are dropped.
 */
export function groupLinks(options: LinkListOptions, value: unknown, record: unknown): LinkGroup[] {
  const elements = asList(value);
  if (!options.groupBy) return [{ heading: '', links: notedLinks(options, elements, record) }].filter((group) => group.links.length > 0);
  const headingOf = (element: unknown) => formatValue(getByPath(element, options.groupBy), undefined).trim();
  let groups: { heading: string; items: unknown[] }[];
  if (options.itemsPath) {
    groups = elements.map((element) => ({ heading: headingOf(element), items: asList(getByPath(element, options.itemsPath)) }));
  } else {
    const byHeading = new Map<string, unknown[]>();
    for (const element of elements) {
      const heading = headingOf(element);
      byHeading.set(heading, [...(byHeading.get(heading) ?? []), element]);
    }
    groups = [...byHeading].map(([heading, items]) => ({ heading, items }));
  }
  return groups
    .map((group) => ({ heading: group.heading, links: notedLinks(options, group.items, record) }))
    .filter((group) => group.links.length > 0);
}
