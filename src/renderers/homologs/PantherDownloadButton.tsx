import Button from '@mui/material/Button';
import { pantherFileUrl } from '../../api/endpoints';
import { safeHref } from '../../engine/templates';
import { saveTextFile } from '../../ui/saveTextFile';

interface PantherDownloadButtonProps {
  label: string;
  treeId: string | undefined;
  kind: 'ortholog' | 'paralog';
  /** When no PANTHER family is known there is no file to open: the list on screen is saved instead. */
  fallbackFileName: string;
  fallbackText: () => string;
}

/** 002 §7: downloads open {treeId}_{kind}.txt in a new tab. */
export function PantherDownloadButton({ label, treeId, kind, fallbackFileName, fallbackText }: PantherDownloadButtonProps) {
  const href = treeId ? safeHref(pantherFileUrl(treeId, kind)) : undefined;
  if (href) {
    return (
      <Button variant="outlined" size="small" component="a" href={href} target="_blank" rel="noopener noreferrer">
        {label}
      </Button>
    );
  }
  return (
    <Button variant="outlined" size="small" onClick={() => saveTextFile(fallbackFileName, fallbackText())}>
      {label}
    </Button>
  );
}
