import Box from '@mui/material/Box';
import type { RendererProps } from '../../engine/rendererProps';
import { asList } from '../../engine/paths';
import { fillHref, fillText } from '../../engine/templates';
import { EmptyText } from '../../ui/EmptyText';
import { ScrollBox } from '../../ui/ScrollBox';
import { ImageTile, type ImageItem } from './ImageTile';

/** The images of a list value; the src goes through fillHref, so only http(s) and portal URLs are ever loaded. */
export function imageItems(field: RendererProps<'imageList'>['field'], value: unknown, record: unknown): ImageItem[] {
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

/** Images in a box at most 400 px high (002 §2.4). */
export function ImageList({ field, value, record }: RendererProps<'imageList'>) {
  const items = imageItems(field, value, record);
  if (items.length === 0) return <EmptyText text={field.empty} />;
  return (
    <ScrollBox label={field.label}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        {items.map((item, index) => (
          <Box component="li" key={index} sx={{ maxWidth: '100%' }}>
            <ImageTile item={item} />
          </Box>
        ))}
      </Box>
    </ScrollBox>
  );
}
