import Box from '@mui/material/Box';
import { useCallback } from 'react';

interface ObjectUrlViewProps {
  file: Blob;
  /** How the picture or document is announced: the alt text of an image, the title of a PDF frame. */
  label: string;
  kind: 'image' | 'pdf';
}

/**
 * Shows a fetched image or PDF through an object URL, made when the element mounts and revoked when it unmounts
 * or the file changes, so no URL outlives the view that uses it.
 */
export function ObjectUrlView({ file, label, kind }: ObjectUrlViewProps) {
  const attach = useCallback(
    (element: HTMLImageElement | HTMLIFrameElement | null) => {
      if (!element) return undefined;
      const url = URL.createObjectURL(file);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  if (kind === 'image') {
    return <Box component="img" ref={attach} alt={label} sx={{ display: 'block', maxWidth: '100%', height: 'auto' }} />;
  }
  return <Box component="iframe" ref={attach} title={label} sx={{ display: 'block', width: '100%', height: '80vh', border: 1, borderColor: 'divider' }} />;
}
