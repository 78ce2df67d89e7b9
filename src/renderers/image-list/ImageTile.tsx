import Box from '@mui/material/Box';
import { useState } from 'react';
import { AppLink } from '../link/AppLink';
import type { ImageItem } from './imageItems';

/** Shown instead of the browser's broken-image icon: the alternative text in a quiet box of its own. */
function MissingImage({ alt }: { alt: string }) {
  return (
    <Box
      role="img"
      aria-label={alt}
      data-missing-image
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 200,
        minHeight: 120,
        p: 1.5,
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'grey.50',
        color: 'text.secondary',
        typography: 'body2',
        textAlign: 'center',
        overflowWrap: 'anywhere',
      }}
    >
      {alt}
    </Box>
  );
}

/** One image (or its placeholder when the URL is unusable or fails to load), linked when the item has a link. */
export function ImageTile({ item }: { item: ImageItem }) {
  const [failed, setFailed] = useState(false);
  const picture =
    item.src && !failed ? (
      <Box
        component="img"
        src={item.src}
        alt={item.alt}
        loading="lazy"
        onError={() => setFailed(true)}
        sx={{ display: 'block', maxWidth: '100%', maxHeight: 360, height: 'auto' }}
      />
    ) : (
      <MissingImage alt={item.alt} />
    );
  return item.href ? <AppLink href={item.href}>{picture}</AppLink> : picture;
}
