import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { FileContent } from './downloadApi';
import { downloadFileUrl } from './downloadApi';
import { formatSize } from './downloadFormat';
import { DownloadUnavailable } from './DownloadUnavailable';
import { FileObjectView } from './FileObjectView';

/** A file's content in the page (001 §2.5): text as it is, a picture, or a PDF in the browser's viewer. */
export function FilePreview({ content, path, name }: { content: FileContent; path: string; name: string }) {
  switch (content.kind) {
    case 'image':
      return <FileObjectView kind="image" file={content.file} label={name} />;
    case 'pdf':
      return <FileObjectView kind="pdf" file={content.file} label={name} />;
    case 'text':
      return (
        <>
          {content.truncatedFrom !== undefined ? (
            <Typography role="note" sx={{ mb: 1 }}>
              Showing the beginning of a {formatSize(content.truncatedFrom)} file.{' '}
              <Link href={downloadFileUrl(path)} download={name}>
                Download the whole file
              </Link>
            </Typography>
          ) : null}
          {content.text === '' ? (
            <Typography>This file is empty.</Typography>
          ) : (
            <Box
              component="pre"
              tabIndex={0}
              aria-label={`Content of ${name}`}
              sx={{
                m: 0,
                p: 1.5,
                bgcolor: 'grey.100',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                fontSize: '0.85rem',
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
              }}
            >
              {content.text}
            </Box>
          )}
        </>
      );
    default:
      return <DownloadUnavailable what="file" />;
  }
}
