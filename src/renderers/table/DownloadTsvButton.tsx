import Button from '@mui/material/Button';

export const DOWNLOAD_TSV_TEXT = 'Download TSV';

// 002 §2.4: a table's 'Download TSV'. Small and in the same place on every table (right of its header line), so
// it is found without standing out under tables of one or two rows.
export function DownloadTsvButton({ onDownload }: { onDownload: () => void }) {
  return (
    <Button
      size="small"
      onClick={onDownload}
      startIcon={
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18">
          <path fill="currentColor" d="M11 4h2v8.2l3.3-3.3 1.4 1.4L12 16l-5.7-5.7 1.4-1.4 3.3 3.3zM5 18h14v2H5z" />
        </svg>
      }
    >
      {DOWNLOAD_TSV_TEXT}
    </Button>
  );
}
