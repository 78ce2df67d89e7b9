import type { FieldOfKind } from '../../engine/config/format';
import { asList } from '../../engine/paths';
import { fillHref, fillText } from '../../engine/templates';

export interface ImageItem {
  src: string | undefined;
  alt: string;
  href: string | undefined;
}

/** The images of a list value; the src goes through fillHref, so only http(s) and portal URLs are ever loaded. */
export function imageItems(field: FieldOfKind<'imageList'>, value: unknown, record: unknown): ImageItem[] {
  return asList(value).flatMap((item, index) => {
    const scope = { item, record };
    const src = fillHref(field.src, scope);
    const alt = fillText(field.alt, scope).trim();
    if (!src && !alt) return [];
    return [
      {
        src,
        // An image must have a name (and a linked one needs it as the link text).
        alt: alt || `${field.label} ${index + 1}`,
        href: field.href ? fillHref(field.href, scope) : undefined,
      },
    ];
  });
}
