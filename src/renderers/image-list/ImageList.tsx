import Box from '@mui/material/Box';
import type { RendererProps } from '../../engine/rendererProps';
import { EmptyText } from '../../ui/EmptyText';
import { ScrollBox } from '../../ui/ScrollBox';
import { ImageTile } from './ImageTile';
import { imageItems } from './imageItems';

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
