import Box from '@mui/material/Box';
import { useCallback } from 'react';

interface FileObjectViewProps {
  file: Blob;
  /** The alt text of a picture, the title of a PDF frame. */
  label: string;
  kind: 'image' | 'pdf';
}

/**
 * A fetched picture or PDF shown through an object URL, made when the element mounts and revoked when it unmounts
 * or the file changes, so no URL outlives its view.
 */
export function FileObjectView({ file, label, kind }: FileObjectViewProps) {
  const attach = useCallback(
    (element: HTMLImageElement | HTMLIFrameElement | null) => {
      if (!element) return undefined;
      const url = URL.createObjectURL(file);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  if (kind === 'image') return <Box component="img" ref={attach} alt={label} sx={{ display: 'block', maxWidth: '100%', height: 'auto' }} />;
  return <Box component="iframe" ref={attach} title={label} sx={{ display: 'block', width: '100%', height: '80vh', border: 1, borderColor: 'divider' }} />;
}
