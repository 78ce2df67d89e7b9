import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CURATOR_MAILBOX } from '../../site/externalLinks';

/** 001 §8, word for word: the list with no entries after loading, and the file that could not be read. */
export const DIRECTORY_UNAVAILABLE = 'Cannot load directory content. Please try again later or contact';
export const FILE_UNAVAILABLE = 'Cannot load file content. Please try again later or contact';
/** A file the server does not have: trying again will not help, so the page says so. */
export const FILE_NOT_FOUND = 'This file was not found: it may have been moved or removed. For help, contact';

/** The error text followed by the curators' mailbox (the one the footer gives). */
export function DownloadUnavailable({ what }: { what: 'directory' | 'file' | 'missing file' }) {
  return (
    <Typography role="alert" sx={{ py: 2 }}>
      {what === 'directory' ? DIRECTORY_UNAVAILABLE : what === 'missing file' ? FILE_NOT_FOUND : FILE_UNAVAILABLE}{' '}
      <Link href={`mailto:${CURATOR_MAILBOX}`}>{CURATOR_MAILBOX}</Link>
    </Typography>
  );
}
