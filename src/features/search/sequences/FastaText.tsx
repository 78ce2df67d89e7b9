import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { saveTextFile } from '../../../ui/saveTextFile';
import { useClipboardCopy } from '../../../renderers/sequence/useClipboardCopy';
import { fastaDownloadName, fastaRecordCount } from './fastaDownloadName';

export const FASTA_COPIED = 'Sequences copied to clipboard!';
export const FASTA_COPY_FAILED = 'Failed to copy the sequences.';
export const NO_SEQUENCES = 'No sequences were found for the selected genes in this source.';

/** The FASTA answer: how many sequences, Copy and Download, and the text itself in a monospace block. */
export function FastaText({ text }: { text: string }) {
  const { outcome, copy } = useClipboardCopy();
  const count = fastaRecordCount(text);

  if (count === 0) return <Typography role="status">{NO_SEQUENCES}</Typography>;

  return (
    <Stack spacing={1.5} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography sx={{ mr: 1 }}>{count === 1 ? '1 sequence' : `${count} sequences`}</Typography>
        <Button variant="outlined" size="small" onClick={() => void copy(text)}>
          Copy
        </Button>
        <Button variant="outlined" size="small" onClick={() => saveTextFile(fastaDownloadName(), text)}>
          Download
        </Button>
        {/* Always present, so that screen readers announce the feedback when it appears. */}
        <Typography role="status" variant="body2" sx={{ color: outcome === 'failed' ? 'error.main' : 'success.main' }}>
          {outcome === 'copied' ? FASTA_COPIED : outcome === 'failed' ? FASTA_COPY_FAILED : ''}
        </Typography>
      </Stack>
      {/* Focusable so keyboard users can scroll a long answer; lines keep their width, as FASTA tools expect. */}
      <Box
        component="pre"
        tabIndex={0}
        aria-label="FASTA sequences"
        sx={{ m: 0, p: 1.5, fontFamily: 'monospace', fontSize: '0.875rem', lineHeight: 1.5, overflowX: 'auto', whiteSpace: 'pre', bgcolor: 'grey.50', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {text}
      </Box>
    </Stack>
  );
}
