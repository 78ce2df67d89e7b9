import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useEffect, useState } from 'react';
import { downloadFileUrl } from './downloadApi';

/** Two overlapping sheets: the usual picture of "copy". */
function CopyIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden focusable="false">
      <rect x="8" y="8" width="12" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M16 8V5a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h2" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * Puts the file's API download address on the clipboard (001 §2.5), ready for curl, wget or a script. A copy that
 * fails is only logged (001 §8); a copy that works is announced for a moment.
 */
export function CopyLinkButton({ path, name }: { path: string; name: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(downloadFileUrl(path));
      setCopied(true);
    } catch (error) {
      console.error('Copying the download link failed', error);
    }
  };

  return (
    <>
      <IconButton size="small" aria-label={`Copy download link of ${name}`} title="Copy download link" onClick={() => void copy()} sx={{ minWidth: 32, minHeight: 32 }}>
        <CopyIcon />
      </IconButton>
      <Box component="span" role="status" sx={{ typography: 'caption', color: 'success.dark' }}>
        {copied ? 'Copied' : ''}
      </Box>
    </>
  );
}
