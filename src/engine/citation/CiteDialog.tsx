import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRef, useState, type RefObject } from 'react';
import { accessedText, citationBibtex, citationText, type CitationInput } from './citation';
import { PORTAL_NAME, PORTAL_SHORT_NAME } from './portal';

export const CITE_TITLE = 'Cite this page';

interface CiteDialogProps {
  open: boolean;
  onClose: () => void;
  citation: CitationInput;
}

type CopyState = { format: 'text' | 'BibTeX'; copied: boolean } | undefined;

const termSx = { fontWeight: 700, m: 0 } as const;
const valueSx = { m: 0, mb: 1, overflowWrap: 'anywhere' } as const;
const quotedSx = { p: 1.5, bgcolor: 'grey.100', borderRadius: 1, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', m: 0, mb: 1.5 } as const;

/** Copies through the clipboard; where that is refused (no permission, an old browser), selects the text instead. */
async function copyOrSelect(text: string, element: HTMLElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (element) window.getSelection()?.selectAllChildren(element);
    return false;
  }
}

/** 'Cite this page': the record, the portal, the day and the stable address, to copy as text or as BibTeX. */
export function CiteDialog({ open, onClose, citation }: CiteDialogProps) {
  const [copyState, setCopyState] = useState<CopyState>();
  const textRef = useRef<HTMLParagraphElement>(null);
  const bibtexRef = useRef<HTMLPreElement>(null);
  const text = citationText(citation);
  const bibtex = citationBibtex(citation);

  const copy = async (format: 'text' | 'BibTeX', value: string, element: RefObject<HTMLElement | null>) => {
    setCopyState({ format, copied: await copyOrSelect(value, element.current) });
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth scroll="paper" aria-labelledby="cite-dialog-title">
      {/* Below the page's h1, like every heading the sections show. */}
      <DialogTitle id="cite-dialog-title" component="h2">
        {CITE_TITLE}
      </DialogTitle>
      <DialogContent dividers>
        <Box component="dl" sx={{ m: 0, mb: 1 }}>
          <Typography component="dt" variant="body2" sx={termSx}>Record</Typography>
          <Typography component="dd" variant="body2" sx={valueSx}>{citation.name}</Typography>
          {citation.accession ? (
            <>
              <Typography component="dt" variant="body2" sx={termSx}>Accession</Typography>
              <Typography component="dd" variant="body2" sx={valueSx}>{citation.accession}</Typography>
            </>
          ) : null}
          <Typography component="dt" variant="body2" sx={termSx}>Portal</Typography>
          <Typography component="dd" variant="body2" sx={valueSx}>{`${PORTAL_NAME} (${PORTAL_SHORT_NAME})`}</Typography>
          <Typography component="dt" variant="body2" sx={termSx}>Date accessed</Typography>
          <Typography component="dd" variant="body2" sx={valueSx}>{accessedText(citation.accessed, citation.locale)}</Typography>
          <Typography component="dt" variant="body2" sx={termSx}>Stable URL</Typography>
          <Typography component="dd" variant="body2" sx={valueSx}>
            <Link href={citation.stableUrl}>{citation.stableUrl}</Link>
          </Typography>
        </Box>
        <Typography component="h3" variant="subtitle2">As text</Typography>
        <Typography ref={textRef} component="p" variant="body2" data-testid="citation-text" sx={quotedSx}>{text}</Typography>
        <Typography component="h3" variant="subtitle2">As BibTeX</Typography>
        <Box ref={bibtexRef} component="pre" data-testid="citation-bibtex" sx={{ ...quotedSx, fontFamily: 'monospace', fontSize: 13 }}>{bibtex}</Box>
        {/* Said once per copy; a refused clipboard leaves the text selected for the reader's own copy keys. */}
        <Typography role="status" variant="body2" sx={{ minHeight: '1.5em', fontWeight: copyState?.copied ? 700 : 400 }}>
          {copyState === undefined
            ? ''
            : copyState.copied
              ? `Copied (${copyState.format})`
              : `The ${copyState.format} is selected: press Ctrl+C (⌘C on a Mac) to copy it.`}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" onClick={() => void copy('text', text, textRef)}>Copy as text</Button>
        <Button variant="outlined" onClick={() => void copy('BibTeX', bibtex, bibtexRef)}>Copy as BibTeX</Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
