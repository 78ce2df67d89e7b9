import Box from '@mui/material/Box';
import { useCallback } from 'react';
import { MAX_BOX_HEIGHT } from '../../ui/ScrollBox';

interface ObjectUrlImageProps {
  image: Blob;
  alt: string;
  onError: () => void;
}

/**
 * Shows an image Blob through an object URL. The URL is made when the <img> mounts and revoked when it unmounts
 * or the Blob changes (a ref callback with cleanup), so no URL outlives the picture that uses it.
 */
export function ObjectUrlImage({ image, alt, onError }: ObjectUrlImageProps) {
  const attachObjectUrl = useCallback(
    (element: HTMLImageElement | null) => {
      if (!element) return undefined;
      const url = URL.createObjectURL(image);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [image],
  );
  return (
    <Box
      component="img"
      ref={attachObjectUrl}
      alt={alt}
      onError={onError}
      // 002 §2.4: image boxes are at most 400 px high.
      sx={{ display: 'block', alignSelf: 'flex-start', maxWidth: '100%', maxHeight: MAX_BOX_HEIGHT, objectFit: 'contain' }}
    />
  );
}
